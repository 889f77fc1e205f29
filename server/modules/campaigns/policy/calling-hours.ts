import { TZDate } from '@date-fns/tz';
import { type RawBuilder, sql } from 'kysely';
import { type CallingSchedule, minutesOf } from '../../../../shared/dialer/calling-schedule';
import { isFederalHoliday, isStateHoliday } from '../../../geo/holidays';
import type { SkipReason } from './skip-reason';
import { applicableRules, type Span, stateRuleOn } from './state-rules';

/**
 * Calling hours in the contact's local time. A contact carries a window key: its candidate zones
 * and states ("America/Chicago,America/New_York|FL,TX"). A key is open at an instant when, in
 * every one of its zones, the local time is inside the list's schedule, the federal hours and
 * every candidate state's row (the most restrictive wins). The claim takes only the keys open
 * now (`windowOpenSql`); a list has a few dozen keys, each evaluated here once per round.
 */

export type WindowKey = string;

export function windowKeyOf(zones: readonly string[], states: readonly string[]): WindowKey {
  return `${[...zones].sort().join(',')}|${[...states].sort().join(',')}`;
}

export function parseWindowKey(key: WindowKey): { zones: string[]; states: string[] } {
  const [zones = '', states = ''] = key.split('|');
  return {
    zones: zones ? zones.split(',') : [],
    states: states ? states.split(',') : [],
  };
}

type LocalDay = { date: string; weekday: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The local date, weekday and minute of the day of an instant in a zone. */
export function localDay(at: Date, zone: string): LocalDay {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY[parts.weekday!]!,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const intersect = (a: Span, b: Span): Span => ({
  start: Math.max(a.start, b.start),
  end: Math.min(a.end, b.end),
});

/** The hours open on one local day under the schedule and the states' rules, or null. */
export function daySpan(
  day: { date: string; weekday: number },
  states: readonly string[],
  schedule: CallingSchedule,
): Span | null {
  if (!schedule.days.includes(day.weekday)) return null;
  if (schedule.skipFederalHolidays && isFederalHoliday(day.date)) return null;
  let open: Span = { start: minutesOf(schedule.start), end: minutesOf(schedule.end) };
  for (const rule of applicableRules(states, day.date)) {
    const hours = rule.hours[day.weekday];
    if (!hours) return null;
    open = intersect(open, hours);
  }
  for (const state of states) {
    const rule = stateRuleOn(state, day.date);
    if (rule?.closedOnStateHolidays && isStateHoliday(state, day.date)) return null;
  }
  return open.start < open.end ? open : null;
}

/** Whether the key's window is open at `at` (a key without zones never is). */
export function isWindowOpen(key: WindowKey, schedule: CallingSchedule, at: Date): boolean {
  const { zones, states } = parseWindowKey(key);
  if (zones.length === 0) return false;
  return zones.every((zone) => {
    const local = localDay(at, zone);
    const open = daySpan(local, states, schedule);
    return open !== null && local.minute >= open.start && local.minute < open.end;
  });
}

const DAY_MS = 86_400_000;
/** How far ahead an opening is looked for (a schedule and rules that never meet give none). */
const HORIZON_DAYS = 15;

/** The instant of a local date and minute in a zone (DST gaps move forward, as clocks do). */
function instantOf(date: string, minute: number, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, zone).getTime());
}

/**
 * The first instant at or after `from` when the key's window is open, with the zone whose
 * opening it is (for "next call 8:00 CT"); null when none within the horizon.
 */
export function nextWindowOpening(
  key: WindowKey,
  schedule: CallingSchedule,
  from: Date,
): { at: Date; zone: string } | null {
  const { zones, states } = parseWindowKey(key);
  if (zones.length === 0) return null;
  if (isWindowOpen(key, schedule, from)) return { at: from, zone: zones[0]! };
  const candidates: { at: Date; zone: string }[] = [];
  for (const zone of zones) {
    const seen = new Set<string>();
    // Half-day steps: a whole day's step can jump a local date across a DST change.
    for (let i = 0; i <= HORIZON_DAYS * 2; i++) {
      const day = localDay(new Date(from.getTime() + (i * DAY_MS) / 2), zone);
      if (seen.has(day.date)) continue;
      seen.add(day.date);
      const open = daySpan(day, states, schedule);
      if (!open) continue;
      const at = instantOf(day.date, open.start, zone);
      if (at > from) candidates.push({ at, zone });
    }
  }
  candidates.sort((a, b) => a.at.getTime() - b.at.getTime());
  return candidates.find((c) => isWindowOpen(key, schedule, c.at)) ?? null;
}

/** The keys among `keys` open at `at`. */
export function openKeys(
  keys: readonly WindowKey[],
  schedule: CallingSchedule,
  at: Date,
): WindowKey[] {
  return keys.filter((key) => isWindowOpen(key, schedule, at));
}

/**
 * The SQL side: a contact is inside its window when its key is one `openKeys` found open now
 * (`openKey` is one such key; contacts_list_window_idx serves list_id, window_key, next_eligible_at).
 */
export function windowOpenSql(openKey: RawBuilder<unknown> | ReturnType<typeof sql.ref>) {
  return sql<boolean>`window_key = ${openKey}`;
}

/** The same over all of a list's keys open now (`openKeys`), for counts over a whole list. */
export function windowOpenAmongSql(openKeys: readonly WindowKey[]): RawBuilder<boolean> {
  return sql<boolean>`window_key = any(${[...openKeys]}::text[])`;
}

/** A list's window key open at one instant (at dispatch the calls may come from several lists). */
export type OpenListKey = { listId: string; key: WindowKey };

/**
 * The same at dispatch, over the calls of several lists: the contact's list and window key are
 * one of the pairs `openKeys` found open at the dispatch instant (none: nobody is inside).
 */
export function windowOpenOfListsSql(contact: string, open: readonly OpenListKey[]) {
  return sql<boolean>`(${sql.ref(`${contact}.list_id`)}, ${sql.ref(`${contact}.window_key`)}) in (
    select * from unnest(${open.map((o) => o.listId)}::uuid[], ${open.map((o) => o.key)}::text[]))`;
}

/** The reason a call refused by this rule right before dialling is kept with. */
export const OUTSIDE_CALLING_HOURS_REASON = 'outside calling hours';

/** No ZIP, no state column, a non-geographic number and no default state: never dialled. */
export const NO_TIME_ZONE: SkipReason = {
  code: 'no-time-zone',
  copy: 'No time zone — add a ZIP or state column',
  stored: true,
};

/** Eligible but its window is closed now (derived when read: it changes with the clock). */
export const OUTSIDE_CALLING_HOURS: SkipReason = {
  code: 'outside-calling-hours',
  copy: 'Outside calling hours until {time}',
  stored: false,
};
