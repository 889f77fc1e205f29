import { minutesOf } from '../../../../shared/dialer/calling-schedule';

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

function span(text: string): Span {
  const [from, to] = text.split('-') as [string, string];
  return { start: minutesOf(from), end: minutesOf(to) };
}

/** The same hours every day, with some weekdays changed (null: closed). */
function week(all: string, except: Partial<Record<number, string | null>> = {}): (Span | null)[] {
  return Array.from({ length: 7 }, (_, day) => {
    const text = day in except ? except[day] : all;
    return text ? span(text) : null;
  });
}

function rule(hours: (Span | null)[], extra: Partial<StateRule> = {}): StateRule {
  return { hours, closedOnStateHolidays: false, maxCallsPer24h: null, ...extra };
}

/** Federal floor for every state without a row: 8:00–21:00 local (47 CFR § 64.1200(c)(1)). */
export const FEDERAL_RULE: StateRule = rule(week('08:00-21:00'));

/**
 * State rules, one row per state. Product guard rails, not legal advice: each row is of medium
 * confidence and easy to correct; the most restrictive applicable rule wins (calling-hours.ts).
 */
export const STATE_RULES: Readonly<Record<string, StateRule>> = {
  // Fla. Stat. § 501.616(6) (Florida Telephone Solicitation Act, 2021 amendment)
  FL: rule(week('08:00-20:00'), { maxCallsPer24h: 3 }),
  // Okla. Stat. tit. 15 § 775C.4 (Telephone Solicitation Act of 2022)
  OK: rule(week('08:00-20:00'), { maxCallsPer24h: 3 }),
  // Md. Code, Com. Law § 14-4503 (Stop the Spam Calls Act of 2023)
  MD: rule(week('08:00-20:00'), { maxCallsPer24h: 3 }),
  // Tex. Bus. & Com. Code § 301.051
  TX: rule(week('09:00-21:00', { 0: '12:00-21:00' })),
  // Conn. Gen. Stat. § 42-288a (2023 amendment)
  CT: rule(week('09:00-20:00')),
  // Rev. Code Wash. § 80.36.390
  WA: rule(week('08:00-20:00')),
  // 201 CMR 12.02 (Mass. telemarketing solicitation rules)
  MA: rule(week('08:00-20:00')),
  // Ala. Code § 8-19C-4 and Ala. PSC telephone solicitation rules
  AL: rule(week('08:00-20:00', { 0: null }), { closedOnStateHolidays: true }),
  // La. R.S. 45:844.17
  LA: rule(week('08:00-20:00', { 0: null }), { closedOnStateHolidays: true }),
  // Miss. Code Ann. § 77-3-725
  MS: rule(week('08:00-20:00', { 0: null })),
  // R.I. Gen. Laws § 5-61-3.4
  RI: rule(week('09:00-18:00', { 6: '10:00-17:00', 0: null }), { closedOnStateHolidays: true }),
  // Utah Code § 13-25a-103
  UT: rule(week('08:00-21:00', { 0: null }), { closedOnStateHolidays: true }),
  // 73 P.S. § 2245.2 (Pennsylvania Telemarketer Registration Act)
  PA: rule(week('08:00-21:00', { 0: '13:30-21:00' })),
};

/** The rules that apply to a contact in these candidate states: the federal one and each row. */
export function applicableRules(states: readonly string[]): StateRule[] {
  return [FEDERAL_RULE, ...states.flatMap((state) => STATE_RULES[state] ?? [])];
}

/** The strictest cap on calls to one number in 24 h among the states, or null when none. */
export function callCapPer24h(states: readonly string[]): number | null {
  const caps = applicableRules(states).flatMap((r) => (r.maxCallsPer24h ? [r.maxCallsPer24h] : []));
  return caps.length > 0 ? Math.min(...caps) : null;
}
