import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  daySpan,
  isWindowOpen,
  nextWindowOpening,
  openKeys,
  parseWindowKey,
  type WindowKey,
  windowKeyOf,
  windowOpenAmongSql,
  windowOpenSql,
} from '../../../server/modules/campaigns/policy/calling-hours';
import type { CallingSchedule } from '../../../shared/dialer/calling-schedule';
import { createTestContext } from '../../helpers/test-context';
import { insertAccount, insertContacts, insertList } from './policy-property-fixtures';

const ctx = await createTestContext();
const MINUTE = 60_000;
const DAY_MS = 86_400_000;
const HORIZON_MS = 15 * DAY_MS;

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];
const STATES = ['FL', 'TX', 'RI', 'AL', 'PA', 'AZ', 'HI', 'NY', 'UT', 'KY', 'NV'];

const key: fc.Arbitrary<WindowKey> = fc
  .tuple(fc.subarray(ZONES, { minLength: 1, maxLength: 2 }), fc.subarray(STATES, { maxLength: 2 }))
  .map(([zones, states]) => windowKeyOf(zones, states));

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const schedule: fc.Arbitrary<CallingSchedule> = fc
  .record({
    days: fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }),
    startHalfHours: fc.integer({ min: 10, max: 26 }),
    lengthHalfHours: fc.integer({ min: 1, max: 30 }),
    skipFederalHolidays: fc.boolean(),
  })
  .map(({ days, startHalfHours, lengthHalfHours, skipFederalHolidays }) => ({
    days,
    start: hhmm(startHalfHours * 30),
    end: hhmm(Math.min(48, startHalfHours + lengthHalfHours) * 30),
    skipFederalHolidays,
    defaultState: null,
  }));

/** Instants, on the minute, around the US clock changes of 2026 and two holidays. */
const ANCHORS = [
  '2026-03-06T00:00:00Z', // spring forward on Sunday 8 March
  '2026-10-30T00:00:00Z', // fall back on Sunday 1 November
  '2026-11-25T00:00:00Z', // Thanksgiving, Thursday 26 November
  '2026-07-02T00:00:00Z', // Independence Day, Saturday 4 July (observed Friday 3)
  '2026-10-15T00:00:00Z', // Pennsylvania's (unverified) Sunday ban starts Sunday 18 October
];
const anyInstant = fc
  .tuple(fc.constantFrom(...ANCHORS), fc.integer({ min: 0, max: 4 * 24 * 60 - 1 }))
  .map(([anchor, minutes]) => new Date(new Date(anchor).getTime() + minutes * MINUTE));

/** Late on the Saturday before a clock change, or in the doubled hour, in one of the key's zones. */
function nearChangeIn(windowKey: WindowKey): fc.Arbitrary<Date> {
  return fc
    .tuple(
      fc.constantFrom(...parseWindowKey(windowKey).zones),
      fc.constantFrom(
        [2, 7, 21, 0],
        [2, 7, 23, 30],
        [9, 31, 23, 30],
        [10, 1, 1, 30],
        [10, 1, 7, 59],
      ),
    )
    .map(
      ([zone, [month, day, hour, minute]]) =>
        new Date(new TZDate(2026, month!, day!, hour!, minute!, zone).getTime()),
    );
}

/** A key, a schedule and an instant (half of them close to a clock change in the key's zones). */
const case_ = fc
  .tuple(key, schedule)
  .chain(([windowKey, plan]) =>
    fc.oneof(anyInstant, nearChangeIn(windowKey)).map((at) => ({ windowKey, plan, at })),
  );

/**
 * The window's open spans by local date from `daySpan` (schedule, states, holidays: no zone in
 * them), for the dates around `from`; Postgres turns instants into local dates and minutes.
 */
function spansAround(states: readonly string[], plan: CallingSchedule, from: Date) {
  const spans: { date: string; start: number; end: number }[] = [];
  for (let i = -2; i <= 19; i++) {
    const day = new Date(from.getTime() + i * DAY_MS);
    const date = day.toISOString().slice(0, 10);
    const open = daySpan({ date, weekday: day.getUTCDay() }, states, plan);
    if (open) spans.push({ date, ...open });
  }
  return spans;
}

/** Postgres's answer: the first instant on the minute from `from` up to `to` the key is open. */
async function firstOpenMinute(windowKey: WindowKey, plan: CallingSchedule, from: Date, to: Date) {
  const { zones, states } = parseWindowKey(windowKey);
  const spans = spansAround(states, plan, from);
  const { rows } = await sql<{ at: Date | null }>`
    with spans(d, s, e) as (
      select * from unnest(${spans.map((s) => s.date)}::date[], ${spans.map((s) => s.start)}::int[],
        ${spans.map((s) => s.end)}::int[])
    )
    select min(t) as at
    from generate_series(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz,
      interval '1 minute') t
    where not exists (
      select 1 from unnest(${zones}::text[]) z
      cross join lateral (select t at time zone z as local) l
      where not exists (
        select 1 from spans
        where d = l.local::date
          and extract(hour from l.local) * 60 + extract(minute from l.local) >= s
          and extract(hour from l.local) * 60 + extract(minute from l.local) < e))`.execute(ctx.db);
  return rows[0]!.at;
}

describe('the calling-hours policy', () => {
  it('claims by SQL exactly the contacts whose key the predicate finds open', async () => {
    const accountId = await insertAccount(ctx);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(key, { minLength: 1, maxLength: 6 }),
        schedule,
        anyInstant,
        async (keys, plan, at) => {
          const listId = await insertList(ctx, accountId);
          const ids = await insertContacts(
            ctx,
            accountId,
            listId,
            [...keys, null].map((windowKey) => ({ phoneNumber: '+12142000001', windowKey })),
          );
          const open = openKeys(keys, plan, at);
          const expected = ids.filter(
            (_, i) => i < keys.length && isWindowOpen(keys[i]!, plan, at),
          );
          const among = await sql<{ id: string }>`
            select id from contacts where list_id = ${listId} and ${windowOpenAmongSql(open)}
            order by id`.execute(ctx.db);
          const perKey = await sql<{ id: string }>`
            select id from unnest(${open}::text[]) w(k)
            join contacts on list_id = ${listId} and ${windowOpenSql(sql.ref('w.k'))}
            order by id`.execute(ctx.db);
          expect(among.rows.map((r) => Number(r.id))).toEqual(expected);
          expect(perKey.rows.map((r) => Number(r.id))).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);

  it("opens and next opens where Postgres's zone arithmetic says, across clock changes", async () => {
    await fc.assert(
      fc.asyncProperty(case_, async ({ windowKey, plan, at: from }) => {
        const next = nextWindowOpening(windowKey, plan, from);
        const sqlNext = await firstOpenMinute(
          windowKey,
          plan,
          from,
          new Date(from.getTime() + HORIZON_MS + DAY_MS),
        );
        expect(isWindowOpen(windowKey, plan, from)).toBe(sqlNext?.getTime() === from.getTime());
        if (next && next.at.getTime() <= from.getTime() + HORIZON_MS + DAY_MS) {
          expect(next.at.toISOString()).toBe(sqlNext?.toISOString());
          expect(parseWindowKey(windowKey).zones).toContain(next.zone);
        } else {
          // None within the predicate's horizon: Postgres finds none before it either.
          expect(sqlNext === null || sqlNext.getTime() > from.getTime() + HORIZON_MS).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('opens a 7-day schedule on Sunday 8:00 EDT after Saturday 23:30 EST (spring change)', () => {
    const plan: CallingSchedule = {
      days: [0, 1, 2, 3, 4, 5, 6],
      start: '08:00',
      end: '21:00',
      skipFederalHolidays: true,
      defaultState: null,
    };
    const next = nextWindowOpening(
      windowKeyOf(['America/New_York'], ['NY']),
      plan,
      new Date('2026-03-08T04:30:00Z'),
    );
    expect(next).toEqual({ at: new Date('2026-03-08T12:00:00Z'), zone: 'America/New_York' });
  });
});
