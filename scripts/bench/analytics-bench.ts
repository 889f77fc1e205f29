import { sql } from 'kysely';
import { getCallAnalytics, getCallLogPage } from '../../server/modules/call-logs/call-logs.service';
import {
  addOutcomesToRollups,
  rawTotals,
  rollupTotals,
} from '../../server/modules/call-logs/call-rollups.repository';
import { analyticsReport } from './analytics-bench-report';
import { BENCH_LISTS, seedAppointments, seedListsAndContacts } from './analytics-funnel-fixtures';
import type { BenchInfra } from './bench-env';
import { funnelBench } from './funnel-bench';
import { timeSamples } from './stats';

const DAYS = 90;
const contactsOf = (size: number) => Math.max(BENCH_LISTS, Math.floor(size / 10));

/**
 * One account with `size` ended calls over 90 days: three agents and Direct Call, the four
 * simulated outcomes and Invalid Number, a third of them real calls with duration, latency and
 * cost. Written with the rollups left empty; they are then built through the outcome path's
 * statement in batches (its maintenance cost is measured below).
 */
async function seedCalls(infra: BenchInfra, size: number) {
  const account = await infra.db
    .insertInto('accounts')
    .values({ name: 'analytics bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { rows: agents } = await sql<{ id: string }>`
    insert into voice_agents (account_id, name, description, voice_model, script, configuration_json)
    select ${account.id}::uuid, 'Agent ' || n, '', 'aria', '', '{}'::jsonb
    from generate_series(1, 3) n
    returning id`.execute(infra.db);
  const agentIds = agents.map((a) => a.id);
  const contacts = contactsOf(size);
  const listIds = await seedListsAndContacts(infra, account.id, contacts);
  // Calls g and contacts g % contacts: the contact's list is (g % contacts) % 4.
  await sql`
    insert into calls (account_id, list_id, contact_id, attempt, state, outcome, provider,
      voice_agent_id, started_at, ended_at, duration_ms, latency_p50_ms, cost_cents,
      disconnection_reason, call_successful, to_number)
    select ${account.id}::uuid,
      (${listIds}::uuid[])[1 + (g % ${contacts}) % ${BENCH_LISTS}],
      (select min(id) from contacts where account_id = ${account.id}::uuid) + g % ${contacts},
      1 + g / ${contacts}, 'ended',
      (array['Completed','Dial No Answer','Reached Voicemail','Answered','Invalid Number'])[1 + g % 5],
      case when g % 3 = 0 then 'retell' else 'simulated' end,
      (${agentIds}::uuid[])[1 + g % 4],
      now() - make_interval(secs => g * (${DAYS} * 86400.0 / ${size})),
      now() - make_interval(secs => g * (${DAYS} * 86400.0 / ${size})) + interval '3 seconds',
      case when g % 3 = 0 then 20000 + g % 100000 end,
      case when g % 3 = 0 then 500 + g % 700 end,
      case when g % 3 = 0 then g % 40 end,
      case when g % 3 = 0 then (array['user_hangup','agent_hangup','dial_no_answer'])[1 + g % 3] end,
      case when g % 3 = 0 then g % 2 = 0 end,
      '+12145550101'
    from generate_series(1, ${size}) g`.execute(infra.db);
  await sql`analyze calls`.execute(infra.db);
  return { accountId: account.id, agentId: agentIds[0]!, listId: listIds[0]! };
}

/** Builds the rollups through `addOutcomesToRollups`, 5,000 calls per statement. */
async function buildRollups(infra: BenchInfra, accountId: string) {
  const ids = await infra.db
    .selectFrom('calls')
    .select('id')
    .where('account_id', '=', accountId)
    .execute();
  for (let i = 0; i < ids.length; i += 5_000) {
    const batch = ids.slice(i, i + 5_000).map((row) => row.id);
    await infra.db.transaction().execute((trx) => addOutcomesToRollups(trx, batch));
  }
  await sql`analyze call_rollups`.execute(infra.db);
  return ids.map((row) => row.id);
}

/** Analytics for the whole account, one agent, and the last 30 days. */
async function timeAnalytics(
  infra: BenchInfra,
  accountId: string,
  agentId: string,
  samples: number,
) {
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const all = await timeSamples(samples, () =>
    getCallAnalytics(infra, accountId, { timeZone: 'America/Chicago' }),
  );
  const agent = await timeSamples(samples, () =>
    getCallAnalytics(infra, accountId, { agentId, timeZone: 'America/Chicago' }),
  );
  const range = await timeSamples(samples, () =>
    getCallAnalytics(infra, accountId, { from, timeZone: 'America/Chicago' }),
  );
  return { all, agent, range };
}

/** The same totals straight from the rows, for comparison (and a check that they agree). */
async function timeRawTotals(infra: BenchInfra, accountId: string) {
  const rawStarted = performance.now();
  const raw = await rawTotals(infra.db, { accountId });
  const rawMs = performance.now() - rawStarted;
  const rolled = await rollupTotals(infra.db, { accountId });
  if (JSON.stringify(raw) !== JSON.stringify(rolled)) {
    throw new Error(`rollups ${JSON.stringify(rolled)} differ from rows ${JSON.stringify(raw)}`);
  }
  return rawMs;
}

/** Maintenance: what the outcome path's one statement costs for a batch of 5 ended calls. */
function timeRollupUpkeep(infra: BenchInfra, callIds: string[], samples: number) {
  return timeSamples(samples, async () => {
    const at = Math.floor(Math.random() * (callIds.length - 5));
    await infra.db
      .transaction()
      .execute(async (trx) => {
        await addOutcomesToRollups(trx, callIds.slice(at, at + 5));
        // Rolled back, so the rollups still equal the rows.
        throw new RollbackSignal();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollbackSignal)) throw error;
      });
  });
}

/** Call log pages: first page, and a page 90% deep by keyset. */
async function timeCallLogPages(
  infra: BenchInfra,
  accountId: string,
  size: number,
  samples: number,
) {
  const firstPage = await timeSamples(samples, () =>
    getCallLogPage(infra, accountId, { limit: 25 }),
  );
  const deepCursor = await sql<{ cursor: string }>`
    select started_at::text || '|' || id as cursor from calls where account_id = ${accountId}
    order by started_at desc, id desc offset ${Math.floor(size * 0.9)} limit 1`.execute(infra.db);
  const cursor = deepCursor.rows[0]!.cursor;
  const deepPage = await timeSamples(samples, () =>
    getCallLogPage(infra, accountId, { limit: 25, cursor }),
  );
  const filteredPage = await timeSamples(samples, () =>
    getCallLogPage(infra, accountId, { limit: 25, cursor, filters: { status: 'Answered' } }),
  );
  return { firstPage, deepPage, filteredPage };
}

export async function analyticsBench(infra: BenchInfra, quick: boolean) {
  const size = quick ? 20_000 : 1_000_000;
  const samples = quick ? 20 : 200;
  const { accountId, agentId, listId } = await seedCalls(infra, size);
  const buildStarted = performance.now();
  const callIds = await buildRollups(infra, accountId);
  const buildMs = performance.now() - buildStarted;
  const bookingStarted = performance.now();
  await seedAppointments(infra, accountId, 20);
  const bookingMs = performance.now() - bookingStarted;
  const funnel = await funnelBench(infra, { accountId, agentId, listId }, samples);
  const analytics = await timeAnalytics(infra, accountId, agentId, samples);
  const rawMs = await timeRawTotals(infra, accountId);
  const upkeep = await timeRollupUpkeep(infra, callIds, samples);
  const pages = await timeCallLogPages(infra, accountId, size, samples);
  return analyticsReport({
    size,
    days: DAYS,
    contacts: contactsOf(size),
    samples,
    buildMs,
    bookingMs,
    rawMs,
    funnel,
    analytics,
    upkeep,
    pages,
  });
}

class RollbackSignal extends Error {}
