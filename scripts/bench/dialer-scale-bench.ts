import os from 'node:os';
import { withNextRounds } from '../../server/modules/campaigns/rounds/next-round';
import { startWorkers } from '../../worker/start-workers';
import type { ServiceUrls } from '../lib/service-urls';
import { createBenchInfra } from './bench-env';
import { seedAccountsWithLists } from './bench-fixtures';
import { followPostgresCpu, redisCpuSeconds } from './process-cpu';
import { ms, summarize } from './stats';

const CONTACTS_PER_LIST = 15; // three full rounds; then the retries wait an hour
const TARGET_P99_MS = 250;

type CallRow = {
  list_id: string;
  round_seq: number;
  started_at: Date;
  ended_at: Date | null;
};

/**
 * Lateness of every round: its first call's start minus when it was due. A later round is due a
 * round pause after the previous round's calls ended; the first one when it was planned.
 */
function roundLateness(
  calls: CallRow[],
  firstDueAt: Map<string, number>,
  pauseMs: number,
  durationMs: number,
) {
  const rounds = new Map<string, { listId: string; start: number; end: number }>();
  const callLateness: number[] = [];
  for (const call of calls) {
    const key = `${call.list_id}:${call.round_seq}`;
    const start = call.started_at.getTime();
    const end = call.ended_at?.getTime() ?? Number.NaN;
    if (call.ended_at) callLateness.push(end - start - durationMs);
    const round = rounds.get(key);
    if (!round) rounds.set(key, { listId: call.list_id, start, end });
    else {
      round.start = Math.min(round.start, start);
      round.end = Math.max(round.end, end);
    }
  }
  const byList = new Map<string, { start: number; end: number }[]>();
  for (const round of rounds.values()) {
    byList.set(round.listId, [...(byList.get(round.listId) ?? []), round]);
  }
  const first: number[] = [];
  const later: number[] = [];
  for (const [listId, list] of byList) {
    list.sort((a, b) => a.start - b.start);
    list.forEach((round, i) => {
      if (i === 0) first.push(Math.max(0, round.start - firstDueAt.get(listId)!));
      else later.push(Math.max(0, round.start - (list[i - 1]!.end + pauseMs)));
    });
  }
  return {
    later: summarize(later),
    first: summarize(first),
    all: summarize([...first, ...later]),
    callEnd: summarize(callLateness),
  };
}

async function runScenario(
  services: ServiceUrls,
  campaigns: number,
  timings: Record<string, string>,
) {
  const infra = await createBenchInfra(services, { ...timings, DIALER_SEED: '7' });
  const database = new URL(infra.env.DATABASE_URL!).pathname.slice(1);
  try {
    const lists = await seedAccountsWithLists(infra.db, campaigns, CONTACTS_PER_LIST);
    const workers = await startWorkers(infra);
    const pgCpu = followPostgresCpu(infra.db, database);
    const redisBefore = await redisCpuSeconds(infra.redis);
    const cpuBefore = process.cpuUsage();
    const loadBefore = os.loadavg()[0]!;
    const started = performance.now();
    // Every campaign running at once, their first rounds spread evenly over one cycle (call +
    // pause), planned by the engine's own planner: the steady state of many campaigns that were
    // started at different moments.
    const cycleMs = Number(timings.DIALER_CALL_DURATION_MS) + Number(timings.DIALER_ROUND_PAUSE_MS);
    const t0 = Date.now() + 500;
    const firstDueAt = new Map(
      lists.map((list, i) => [list.listId, t0 + Math.floor((i * cycleMs) / lists.length)]),
    );
    await withNextRounds(infra, async (trx, rounds) => {
      await trx
        .updateTable('contact_lists')
        .set({ state: 'running' })
        .where(
          'id',
          'in',
          lists.map((list) => list.listId),
        )
        .execute();
      await rounds.plan(
        lists.map((list) => ({ listId: list.listId, at: new Date(firstDueAt.get(list.listId)!) })),
      );
    });
    const deadline = Date.now() + 600_000;
    for (;;) {
      const { n } = await infra.db
        .selectFrom('contact_lists')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 'running')
        .executeTakeFirstOrThrow();
      if (Number(n) === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const runMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const workerCpu = (cpu.user + cpu.system) / 1e6;
    const postgresCpu = await pgCpu.stop();
    const redisCpu = (await redisCpuSeconds(infra.redis)) - redisBefore;
    const load = os.loadavg()[0]!;
    await workers.close();
    const calls = await infra.db
      .selectFrom('calls')
      .select(['list_id', 'round_seq', 'started_at', 'ended_at'])
      .execute()
      .then((rows) =>
        rows.map((row) => ({ ...row, list_id: row.list_id!, round_seq: row.round_seq! })),
      );
    const lateness = roundLateness(
      calls,
      firstDueAt,
      Number(timings.DIALER_ROUND_PAUSE_MS),
      Number(timings.DIALER_CALL_DURATION_MS),
    );
    const campaignHours = (campaigns * runMs) / 3_600_000;
    return {
      campaigns,
      ...lateness,
      calls: calls.length,
      runMs,
      workerCpu,
      postgresCpu,
      redisCpu,
      cpuPerCampaignHour: workerCpu / campaignHours,
      load: [loadBefore, load],
    };
  } finally {
    await infra.dispose();
  }
}

/**
 * The dialer-scale benchmark, in the shape of the benchmark registry (\`{ services, quick }\` in, a
 * titled section with a one-line headline out); \`sizes\` overrides the campaign counts.
 */
export async function dialerScaleBench({
  services,
  quick,
  sizes,
}: {
  services: ServiceUrls;
  quick: boolean;
  sizes?: number[];
}) {
  const scenarios = sizes ?? (quick ? [5, 20] : [100, 1_000, 5_000]);
  const timings: Record<string, string> = quick
    ? { DIALER_CALL_DURATION_MS: '100', DIALER_ROUND_PAUSE_MS: '100' }
    : {
        DIALER_CALL_DURATION_MS: '3000',
        DIALER_ROUND_PAUSE_MS: '5000',
        DIALER_RETRY_DELAY_UNIT_MS: '60000',
        // Production's sweep, not the tests' 200 ms one.
        DIALER_SWEEP_INTERVAL_MS: '30000',
      };
  const lines: string[] = [];
  const cpuLines: string[] = [];
  let p99At1000: number | null = null;
  let largestUnderTarget = 0;
  for (const campaigns of scenarios) {
    const r = await runScenario(services, campaigns, timings);
    console.log(
      `[bench] dialer-scale ${campaigns}: rounds p50 ${r.all.median.toFixed(0)} ms p99 ${r.all.p99.toFixed(0)} ms (later rounds p99 ${r.later.p99.toFixed(0)} ms, first ${r.first.p99.toFixed(0)} ms)`,
    );
    if (campaigns === 1_000) p99At1000 = r.all.p99;
    if (r.all.p99 < TARGET_P99_MS) largestUnderTarget = Math.max(largestUnderTarget, campaigns);
    const { all, later, first, callEnd } = r;
    lines.push(
      `| ${campaigns.toLocaleString('en-US')} | ${all.n} | ${ms(all.median)} | **${ms(all.p99)}** | ${ms(all.max)} | ${ms(later.median)} / ${ms(later.p99)} | ${ms(first.median)} / ${ms(first.p99)} | ${ms(callEnd.median)} / ${ms(callEnd.p99)} | ${(r.runMs / 1000).toFixed(1)} s |`,
    );
    const share = (seconds: number) => `${((100 * seconds) / (r.runMs / 1000)).toFixed(0)}%`;
    cpuLines.push(
      `| ${campaigns.toLocaleString('en-US')} | ${r.workerCpu.toFixed(1)} s (${share(r.workerCpu)}) | ${r.cpuPerCampaignHour.toFixed(2)} s | ${r.postgresCpu.toFixed(1)} s (${share(r.postgresCpu)}) | ${r.redisCpu.toFixed(1)} s (${share(r.redisCpu)}) | ${r.load.map((l) => l.toFixed(1)).join(' → ')} |`,
    );
  }
  return {
    title: 'Dialer at scale: many campaigns on one worker',
    headline: `p99 ${p99At1000 === null ? 'n/a' : `${p99At1000.toFixed(0)} ms`} at 1,000 campaigns; largest under ${TARGET_P99_MS} ms: ${largestUnderTarget}`,
    p99At1000,
    largestUnderTarget,
    body: `
\`npm run bench -- dialer-scale\`. Each campaign: its own account and list of ${CONTACTS_PER_LIST} contacts
(three rounds of 5; the retries then wait an hour). All campaigns run at once: they are set running
together and their first rounds planned through the engine's planner, spread evenly over one cycle
(call + pause), as campaigns started at different moments would be. One worker process (\`WORKER_CONCURRENCY\` 50) running in the benchmark's process;
simulated calls ${timings.DIALER_CALL_DURATION_MS} ms, round pause ${timings.DIALER_ROUND_PAUSE_MS} ms.
Round lateness = the round's first call start − when the round was due: for rounds 2 and 3, the
previous round's end + the pause; for the first round, its planned time. Call-end lateness = a call's end − (its start + the call duration). All read
back from the call rows, so they include every queue, lock and commit on the way.

| campaigns | rounds | p50 | p99 | max | rounds 2-3 p50 / p99 | first round p50 / p99 | call end p50 / p99 | until none running |
|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}

CPU over the run (share = CPU seconds ÷ wall seconds; 100% = one core). Worker = the benchmark
process (the worker plus its start calls and polling); Postgres = the backends of the benchmark's
database, sampled each second; Redis = the whole server (shared with anything else on the machine).
Load = the 1-minute load average before → after (other engineers share this machine).

| campaigns | worker CPU | worker CPU per campaign-hour | Postgres CPU | Redis CPU | load |
|---|---|---|---|---|---|
${cpuLines.join('\n')}

Target: round p99 under ${TARGET_P99_MS} ms at 1,000 campaigns on one worker. Largest size measured
with p99 under ${TARGET_P99_MS} ms: **${largestUnderTarget.toLocaleString('en-US')}**.

Before this engine (one round job and five outcome jobs per campaign cycle, each its own
transaction), 1,000 campaigns started their rounds p99 9.2–14 s late on this machine.

Reading: a round is one job per 50 ms window for every campaign due in it (batches of 200 lists, one
transaction each) and the calls that started together end in one outcome job and one transaction,
so the work per campaign is a share of a few set-based statements, not a job and a transaction of
its own. Sampling \`pg_stat_activity\` during a 1,000-campaign run showed no lock waits: backends
wait on the client between statements (\`ClientRead\`) and on WAL fsync at commit, so lateness
follows how much CPU the worker, Postgres and Redis get on this shared 2-core machine (see the load
column) rather than the number of campaigns. Two workers on these two cores would measure
contention, not scale-out; more cores or a second machine are the way past the largest size here.`,
  };
}
