import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runDueRounds } from '../../../server/modules/campaigns/rounds/dial-round.service';
import { importList, signedInUser, waitFor } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

// Calls last ten minutes and no worker runs: every call in flight here is one a round placed.
const ctx = await createTestContext({ DIALER_CALL_DURATION_MS: '600000', DIALER_BATCH_SIZE: '5' });
const CAP = 2;

/** Backends of this database waiting for a row lock. */
async function waitingOnLocks(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(ctx.db);
  return rows[0]!.n;
}

async function inFlight(accountId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('calls')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('state', '=', 'in-progress')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("the account's cap on calls in flight under concurrent rounds", () => {
  it('two rounds of two lists of one account, racing, place no more calls than the cap', async () => {
    const { user, caller } = await signedInUser(ctx, 'rooms');
    // Elite: up to five campaigns at once.
    await caller.billing.choosePlan({ planId: 'elite' });
    await ctx.db
      .updateTable('accounts')
      .set({ calls_in_flight_limit: CAP, campaigns_running_limit: 5 })
      .where('id', '=', user.accountId)
      .execute();
    const first = await importList(ctx, user.accountId, 5);
    const second = await importList(ctx, user.accountId, 5);
    await caller.dialer.start({ listId: first.id });
    await caller.dialer.start({ listId: second.id });
    const later = new Date(Date.now() + 3_600_000);
    await ctx.db
      .updateTable('contact_lists')
      .set({ next_round_at: later })
      .where('id', '=', second.id)
      .execute();

    // Holding the account row FOR UPDATE stops each round at its account lock (or, without
    // that lock, at its first call insert, after it has counted the calls in flight).
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holder = ctx.db.transaction().execute(async (trx) => {
      await sql`select id from accounts where id = ${user.accountId} for update`.execute(trx);
      await released;
    });
    const rounds: Promise<number>[] = [runDueRounds(ctx, new Date())];
    await waitFor(async () => (await waitingOnLocks()) >= 1, { what: 'the first round waiting' });
    // The second list falls due now: a second round takes it (the first holds the first list).
    await ctx.db
      .updateTable('contact_lists')
      .set({ next_round_at: new Date() })
      .where('id', '=', second.id)
      .execute();
    rounds.push(runDueRounds(ctx, new Date()));
    await waitFor(async () => (await waitingOnLocks()) >= 2, { what: 'both rounds waiting' });
    release();
    await holder;
    const placed = await Promise.all(rounds);

    expect(placed.reduce((a, b) => a + b, 0)).toBe(CAP);
    expect(await inFlight(user.accountId)).toBe(CAP);
  });
});
