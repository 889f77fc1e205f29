import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callOutcomesJob } from '../../../server/modules/campaigns/outcomes/call-outcomes.job';
import { recordOutcomes } from '../../../server/modules/campaigns/outcomes/record-outcome.service';
import {
  LISTS_PER_BATCH,
  runDueRounds,
} from '../../../server/modules/campaigns/rounds/dial-round.service';
import { withNextRounds } from '../../../server/modules/campaigns/rounds/next-round';
import type { JobPayload } from '../../../server/queue/jobs';
import {
  callsOf,
  contactsOf,
  eventsOf,
  importList,
  runPlannedRounds,
  setDefaults,
  signedInUser,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

// No workers: rounds are run by hand and the queued outcome jobs inspected and run directly.
const ctx = await createTestContext({ DIALER_SEED: '11', DIALER_CALL_DURATION_MS: '60000' });
const dialerQueue = ctx.queues.get('dialer');

async function queuedOutcomeJobs() {
  const jobs = await dialerQueue.getJobs(['delayed', 'waiting']);
  return jobs.filter((job) => job.name === 'call-outcomes');
}

describe('outcomes that end together', () => {
  it('are recorded by one job, across campaigns, with one end time', async () => {
    const a = await signedInUser(ctx, 'a');
    const b = await signedInUser(ctx, 'b');
    const listA = await importList(ctx, a.user.accountId, 5);
    const listB = await importList(ctx, b.user.accountId, 3);
    await a.caller.dialer.start({ listId: listA.id });
    await b.caller.dialer.start({ listId: listB.id });
    expect(await runPlannedRounds(ctx)).toBe(8);

    const jobs = await queuedOutcomeJobs();
    expect(jobs).toHaveLength(1);
    const payload = jobs[0]!.data as JobPayload<'call-outcomes'>;
    const calls = [...(await callsOf(ctx, listA.id)), ...(await callsOf(ctx, listB.id))];
    expect(payload.outcomes.map((o) => o.callId).sort()).toEqual(calls.map((c) => c.id).sort());

    await callOutcomesJob(payload, ctx);
    const ended = [...(await callsOf(ctx, listA.id)), ...(await callsOf(ctx, listB.id))];
    expect(ended.every((call) => call.state === 'ended')).toBe(true);
    expect(new Set(ended.map((call) => call.ended_at!.getTime())).size).toBe(1);
    for (const o of payload.outcomes) {
      expect(ended.find((call) => call.id === o.callId)!.outcome).toBe(o.outcome);
    }
    // Each account hears about its own calls only.
    const endedA = (await eventsOf(ctx, a.user.accountId)).filter((e) => e.type === 'call.ended');
    const endedB = (await eventsOf(ctx, b.user.accountId)).filter((e) => e.type === 'call.ended');
    expect(endedA).toHaveLength(5);
    expect(endedB).toHaveLength(3);
    expect(endedB.every((e) => e.type === 'call.ended' && e.listId === listB.id)).toBe(true);
  });

  it('keep attempts equal to ended call rows, however often an outcome is repeated', async () => {
    const { user, caller } = await signedInUser(ctx);
    await setDefaults(ctx, user.accountId, { max_attempts: 3, retry_delay_minutes: 5 });
    const list = await importList(ctx, user.accountId, 4);
    await caller.dialer.start({ listId: list.id });
    await runPlannedRounds(ctx);
    const [c1, c2, c3, c4] = await callsOf(ctx, list.id);

    // A batch with a repeat, then a late batch overlapping it, then all of them again.
    expect(
      await recordOutcomes(ctx, [
        { callId: c1!.id, outcome: 'Dial No Answer' },
        { callId: c2!.id, outcome: 'Answered' },
        { callId: c1!.id, outcome: 'Completed' },
      ]),
    ).toBe(2);
    expect(
      await recordOutcomes(ctx, [
        { callId: c2!.id, outcome: 'Completed' },
        { callId: c3!.id, outcome: 'Reached Voicemail' },
      ]),
    ).toBe(1);
    await Promise.all([
      recordOutcomes(ctx, [{ callId: c4!.id, outcome: 'Completed' }]),
      recordOutcomes(ctx, [
        { callId: c4!.id, outcome: 'Answered' },
        { callId: c1!.id, outcome: 'Answered' },
      ]),
    ]);

    const calls = await callsOf(ctx, list.id);
    for (const contact of await contactsOf(ctx, list.id)) {
      const own = calls.filter((call) => call.contact_id === contact.id);
      expect(contact.attempts).toBe(own.filter((call) => call.state === 'ended').length);
      expect(contact.status).toBe(own.at(-1)!.outcome);
    }
    const byId = new Map(calls.map((call) => [call.id, call.outcome]));
    expect([byId.get(c1!.id), byId.get(c2!.id), byId.get(c3!.id)]).toEqual([
      'Dial No Answer',
      'Answered',
      'Reached Voicemail',
    ]);
  });
});

describe('rounds that fall due together', () => {
  it('are claimed by one round job in set-based batches, whatever their number', async () => {
    const campaigns = LISTS_PER_BATCH * 2 + 50;
    const { rows } = await sql<{ list_id: string }>`
      with a as (
        insert into accounts (name) select 'many ' || g from generate_series(1, ${campaigns}) g
        returning id
      ), l as (
        insert into contact_lists (account_id, name, file_name, contact_count, state, zones_ready)
        select id, 'Contacts List', 'many.csv', 2, 'running', true from a
        returning id, account_id
      ), c as (
        insert into contacts (list_id, account_id, row_number, phone_number, first_name, window_key)
        select l.id, l.account_id, g, '+1555000000' || g, 'C' || g, 'America/Chicago|TX'
        from l cross join generate_series(1, 2) g
        returning 1
      ), k as (
        insert into list_window_keys (list_id, window_key)
        select id, 'America/Chicago|TX' from l returning 1
      )
      select id as list_id from l`.execute(ctx.db);
    const due = new Date();
    await withNextRounds(ctx, (_trx, rounds) =>
      rounds.plan(rows.map((row) => ({ listId: row.list_id, at: due }))),
    );

    expect(await runDueRounds(ctx, due)).toBeGreaterThanOrEqual(campaigns * 2);
    const callsPerList = () =>
      ctx.db
        .selectFrom('calls')
        .select(['list_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where(
          'list_id',
          'in',
          rows.map((row) => row.list_id),
        )
        .groupBy('list_id')
        .orderBy('list_id')
        .execute();
    const perList = await callsPerList();
    expect(perList).toHaveLength(campaigns);
    expect(perList.every((row) => Number(row.n) === 2)).toBe(true);
    // Their round is done: a second run dials none of them again.
    await runDueRounds(ctx, due);
    expect(await callsPerList()).toEqual(perList);
  });
});
