import { STATE_RULES, type StateRule } from './state-rules';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clock = (minute: number) =>
  `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;

/** One state's row as a call's audit trail keeps it: "FL: Sun–Sat 8:00–20:00; at most 3 calls per 24 h". */
export function stateRuleText(state: string, rule: StateRule): string {
  const days = rule.hours.map((span, day) =>
    span ? `${DAYS[day]} ${clock(span.start)}–${clock(span.end)}` : `${DAYS[day]} closed`,
  );
  const extras = [
    rule.closedOnStateHolidays ? 'closed on state holidays' : null,
    rule.maxCallsPer24h ? `at most ${rule.maxCallsPer24h} calls per 24 h` : null,
  ].filter((text): text is string => text !== null);
  return [`${state}: ${days.join(', ')}`, ...extras].join('; ');
}

/** Every state row's text, keyed by state (the pre-dial check picks the contact's states). */
export const STATE_RULE_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(STATE_RULES).map(([state, rule]) => [state, stateRuleText(state, rule)]),
);
