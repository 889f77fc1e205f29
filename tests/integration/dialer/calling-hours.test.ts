import { describe, expect, it } from 'vitest';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { recordContactResults } from '../../../server/modules/campaigns/model/contact-results';
import { capHoldsUntil } from '../../../server/modules/campaigns/policy/state-call-cap';
import type { CallingClock } from '../../../server/modules/campaigns/rounds/calling-clock';
import { withNextRounds } from '../../../server/modules/campaigns/rounds/next-round';
import { formatCallTime } from '../../../shared/format/zone-time';
import { callsOf, runWorkers, signedInUser, waitFor } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

// The calling-hours clock of this file: set to a chosen instant, it runs on in real time.
let offset = 0;
const clock: CallingClock = {
  now: () => new Date(Date.now() + offset),
  toReal: (at) => new Date(at.getTime() - offset),
  fromReal: (at) => new Date(at.getTime() + offset),
};
const setCallingTime = (iso: string) => {
  offset = new Date(iso).getTime() - Date.now();
};

const ctx = await createTestContext();
ctx.callingClock = clock;
await runWorkers(ctx);

async function importCsv(accountId: string, rows: string[]) {
  const result = await importContactsCsv(ctx, {
    accountId,
    fileName: 'zones.csv',
    bytes: Buffer.from(`phone,first_name\n${rows.join('\n')}\n`),
  });
  if (!result.ok) throw new Error(result.message);
  return result.list;
}

const numbers = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(5550100 + i)},N${prefix}${i}`);

const listRow = (id: string) =>
  ctx.db.selectFrom('contact_lists').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** When each call started, in the calling clock's time. */
async function callingStarts(listId: string, prefix?: string) {
  const calls = await callsOf(ctx, listId);
  const contacts = await ctx.db
    .selectFrom('contacts')
    .select(['id', 'phone_number'])
    .where('list_id', '=', listId)
    .execute();
  const phoneOf = new Map(contacts.map((c) => [c.id, c.phone_number]));
  return calls
    .filter((call) => !prefix || phoneOf.get(call.contact_id)!.startsWith(prefix))
    .map((call) => clock.fromReal(call.started_at));
}

describe('calling hours in each contact local time', () => {
  it('waits for calling hours when everyone is outside them, and calls at the opening', async () => {
    const { user, caller } = await signedInUser(ctx, 'hours');
    const list = await importCsv(user.accountId, numbers('+1515', 4));
    // Tuesday 10 March 2026, 07:59:52 in Chicago (CDT): eight seconds before the window.
    setCallingTime('2026-03-10T12:59:52Z');
    await caller.dialer.start({ listId: list.id });

    const waiting = await waitFor(async () => {
      const row = await listRow(list.id);
      return row.state === 'waiting' ? row : null;
    });
    expect(waiting.wait_reason).toBe('calling-hours');
    expect(waiting.wait_zone).toBe('America/Chicago');
    const nextCall = clock.fromReal(waiting.next_run_at!);
    expect(formatCallTime(nextCall, waiting.wait_zone!, clock.now())).toBe('8:00 AM CT');
    expect(await callsOf(ctx, list.id)).toEqual([]);
    const page = await caller.contacts.page({ listId: list.id, page: 1, pageSize: 10 });
    expect(page.rows.map((row) => row.skipReason)).toEqual(
      Array(4).fill('Outside calling hours until 8:00 AM CT'),
    );

    await waitFor(async () => (await callsOf(ctx, list.id)).length > 0, { what: 'the first call' });
    const opening = new Date('2026-03-10T13:00:00Z').getTime();
    for (const at of await callingStarts(list.id))
      expect(at.getTime()).toBeGreaterThanOrEqual(opening);
    await caller.dialer.stop({ listId: list.id });
  });

  it('dials contacts in two zones at their own local times', async () => {
    const { user, caller } = await signedInUser(ctx, 'zones');
    const list = await importCsv(user.accountId, [...numbers('+1212', 3), ...numbers('+1310', 3)]);
    // 07:59:58 in New York (EDT): New York opens in two seconds, Los Angeles three hours later.
    setCallingTime('2026-03-10T11:59:58Z');
    await caller.dialer.start({ listId: list.id });

    const waitingForLa = await waitFor(
      async () => {
        const row = await listRow(list.id);
        return row.state === 'waiting' && row.wait_zone === 'America/Los_Angeles' ? row : null;
      },
      { what: 'New York done, Los Angeles waiting' },
    );
    const laOpening = clock.fromReal(waitingForLa.next_run_at!);
    expect(formatCallTime(laOpening, 'America/Los_Angeles', clock.now())).toBe('8:00 AM PT');
    const newYork = await callingStarts(list.id, '+1212');
    expect(newYork.length).toBeGreaterThan(0);
    for (const at of newYork)
      expect(at.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-03-10T12:00:00Z'));
    expect(await callingStarts(list.id, '+1310')).toEqual([]);

    // Three hours on: Los Angeles opens (the sweeper would plan the round; here it is planned now).
    setCallingTime('2026-03-10T14:59:58Z');
    await withNextRounds(ctx, (_trx, rounds) => rounds.plan([{ listId: list.id, at: new Date() }]));
    await waitFor(async () => (await callingStarts(list.id, '+1310')).length > 0, {
      what: 'Los Angeles calls',
    });
    for (const at of await callingStarts(list.id, '+1310')) {
      expect(at.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-03-10T15:00:00Z'));
    }
    await caller.dialer.stop({ listId: list.id });
  });

  it('never starts a call for a zone after its window closes, however many are left', async () => {
    const { user, caller } = await signedInUser(ctx, 'closing');
    const list = await importCsv(user.accountId, numbers('+1515', 300));
    // 20:59:58 in Chicago: two seconds of calling hours for a list far larger than that.
    setCallingTime('2026-03-11T01:59:58Z');
    await caller.dialer.start({ listId: list.id });
    const waiting = await waitFor(
      async () => {
        const row = await listRow(list.id);
        return row.state === 'waiting' && row.wait_reason === 'calling-hours' ? row : null;
      },
      { what: 'the window to close' },
    );
    const closed = Date.parse('2026-03-11T02:00:00Z');
    for (const at of await callingStarts(list.id)) expect(at.getTime()).toBeLessThan(closed);
    // Wednesday 8:00 CDT is the next opening.
    expect(clock.fromReal(waiting.next_run_at!).toISOString()).toBe('2026-03-11T13:00:00.000Z');
    const left = await ctx.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('list_id', '=', list.id)
      .where('status', '=', 'Not Called')
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBeGreaterThan(0);
    await caller.dialer.stop({ listId: list.id });
  });
});

describe("Florida's 3 calls per 24 hours within a list", () => {
  it('holds a Florida contact back until 24 h after the third-latest call; a New York one is not', async () => {
    setCallingTime('2026-03-10T18:00:00Z');
    const { user } = await signedInUser(ctx, 'florida');
    // The account's own cap across lists (#30, default 3) raised: only the state's cap holds here.
    await ctx.db
      .updateTable('accounts')
      .set({ calls_per_number_24h: 10 })
      .where('id', '=', user.accountId)
      .execute();
    const list = await importCsv(user.accountId, ['+13055550100,Fl', '+12125550100,Ny']);
    const contacts = await ctx.db
      .selectFrom('contacts')
      .select(['id', 'phone_number', 'call_cap_24h'])
      .where('list_id', '=', list.id)
      .orderBy('row_number')
      .execute();
    expect(contacts.map((c) => c.call_cap_24h)).toEqual([3, null]);

    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const starts = [hoursAgo(20), hoursAgo(10), hoursAgo(1)];
    for (const contact of contacts) {
      await ctx.db
        .insertInto('calls')
        .values(
          starts.map((at, i) => ({
            account_id: user.accountId,
            list_id: list.id,
            contact_id: contact.id,
            attempt: i + 1,
            round_seq: 0,
            provider: 'simulated',
            state: 'ended',
            outcome: 'Dial No Answer',
            started_at: at,
            ended_at: at,
          })),
        )
        .execute();
    }
    const redialAt = new Date(now.getTime() + 60_000);
    await ctx.db.transaction().execute((trx) =>
      recordContactResults(
        trx,
        contacts.map((c) => ({
          contactId: c.id,
          status: 'Dial No Answer',
          attempts: 3,
          nextEligibleAt: redialAt,
        })),
        now,
      ),
    );
    const after = await ctx.db
      .selectFrom('contacts')
      .select(['next_eligible_at', 'skip_reason'])
      .where('list_id', '=', list.id)
      .orderBy('row_number')
      .execute();
    const held = capHoldsUntil(starts, 3, now)!;
    expect(held.toISOString()).toBe(new Date(starts[0]!.getTime() + 86_400_000).toISOString());
    expect(after[0]).toEqual({ next_eligible_at: held, skip_reason: 'state-call-cap' });
    expect(after[1]).toEqual({ next_eligible_at: redialAt, skip_reason: null });
    // Two calls in 24 h: not held.
    expect(capHoldsUntil(starts.slice(1), 3, now)).toBeNull();
  });
});
