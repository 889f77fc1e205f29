import { RULE_TABLE, type RuleVersion, week } from './state-rule-table';

/** Local minutes after midnight, end exclusive. */
export type Span = { start: number; end: number };

/**
 * One state's tightening of calling hours: allowed hours per weekday (0 = Sunday; null = no calls
 * that day), whether its own public holidays are closed, and a cap on calls to one number in 24 h.
 */
export type StateRule = {
  hours: readonly (Span | null)[];
  closedOnStateHolidays: boolean;
  maxCallsPer24h: number | null;
};

/** Federal floor for every state: 8:00–21:00 local (47 CFR § 64.1200(c)(1)). */
export const FEDERAL_RULE: StateRule = {
  hours: week('08:00-21:00'),
  closedOnStateHolidays: false,
  maxCallsPer24h: null,
};

const inForce = (v: RuleVersion, localDate: string) =>
  (v.from === null || v.from <= localDate) && (v.until === null || localDate <= v.until);

/**
 * The state's rule on a local date in the contact's zone (the table's version in force then), or
 * null when the state has no row or none in force: the federal rules alone.
 */
export function stateRuleOn(state: string, localDate: string): RuleVersion | null {
  return RULE_TABLE[state]?.versions.find((v) => inForce(v, localDate)) ?? null;
}

/** The rules that apply on a local date to a contact in these candidate states. */
export function applicableRules(states: readonly string[], localDate: string): StateRule[] {
  return [FEDERAL_RULE, ...states.flatMap((state) => stateRuleOn(state, localDate) ?? [])];
}

/**
 * The strictest cap on calls to one number in 24 h among the states, or null when none. A contact
 * keeps its cap from its import, so every version not ended by `fromDate` counts: a cap that
 * starts later holds from the import on (stricter early, never late).
 */
export function callCapPer24h(states: readonly string[], fromDate: string): number | null {
  const caps = states.flatMap((state) =>
    (RULE_TABLE[state]?.versions ?? []).flatMap((v) =>
      (v.until === null || fromDate <= v.until) && v.maxCallsPer24h ? [v.maxCallsPer24h] : [],
    ),
  );
  return caps.length > 0 ? Math.min(...caps) : null;
}
