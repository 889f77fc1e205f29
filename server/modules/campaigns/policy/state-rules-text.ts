import { RULE_TABLE, type RuleVersion } from './state-rule-table';
import { stateRuleOn } from './state-rules';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const HOUR_MS = 3_600_000;
const clock = (minute: number) =>
  `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;

/** One state's rule as a call's audit trail keeps it: "FL: Sun 8:00–20:00, …; at most 3 calls per 24 h". */
export function stateRuleText(state: string, rule: RuleVersion | null): string {
  if (!rule) return `${state}: federal rules only (unverified)`;
  const days = rule.hours.map((span, day) =>
    span ? `${DAYS[day]} ${clock(span.start)}–${clock(span.end)}` : `${DAYS[day]} closed`,
  );
  const extras = [
    rule.closedOnStateHolidays ? 'closed on state holidays' : null,
    rule.maxCallsPer24h ? `at most ${rule.maxCallsPer24h} calls per 24 h` : null,
    rule.confidence === 'unverified' ? 'unverified' : null,
  ].filter((text): text is string => text !== null);
  return [`${state}: ${days.join(', ')}`, ...extras].join('; ');
}

/**
 * Every state's text at an instant, keyed by state (the pre-dial check picks the contact's
 * states). US local dates run from UTC−4 to UTC−10, so a state whose rule changes on a date
 * that is today in one zone and not yet in another gets both texts.
 */
export function stateRuleTexts(at: Date): Record<string, string> {
  const dates = [4, 10].map((hours) =>
    new Date(at.getTime() - hours * HOUR_MS).toISOString().slice(0, 10),
  );
  return Object.fromEntries(
    Object.keys(RULE_TABLE).map((state) => {
      const texts = new Set(dates.map((date) => stateRuleText(state, stateRuleOn(state, date))));
      return [state, [...texts].join(' or ')];
    }),
  );
}
