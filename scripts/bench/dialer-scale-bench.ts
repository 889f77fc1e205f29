import os from 'node:os';
import { withNextRounds } from '../../server/modules/campaigns/rounds/next-round';
import { startWorkers } from '../../worker/start-workers';
import type { ServiceUrls } from '../lib/service-urls';
import { type BenchInfra, createBenchInfra } from './bench-env';
import { seedAccountsWithLists } from './bench-fixtures';
import { dialerScaleReport } from './dialer-scale-bench-report';
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

type Lists = Awaited<ReturnType<typeof seedAccountsWithLists>>;

/**
 * Every campaign running at once, their first rounds spread evenly over one cycle (call + pause),
 * planned by the engine's own planner: the steady state of many campaigns that were started at
 * different moments. Returns when each list's first round is due.
 */
async function startAllCampaigns(infra: BenchInfra, lists: Lists, timings: Record<string, string>) {
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
  return firstDueAt;
}

/** Polls until no list is running (or 10 minutes have passed). */
async function waitUntilNoneRunning(infra: BenchInfra) {
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
}

function readCalls(infra: BenchInfra): Promise<CallRow[]> {
  return infra.db
    .selectFrom('calls')
    .select(['list_id', 'round_seq', 'started_at', 'ended_at'])
    .execute()
    .then((rows) =>
      rows.map((row) => ({ ...row, list_id: row.list_id!, round_seq: row.round_seq! })),
    );
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
    const firstDueAt = await startAllCampaigns(infra, lists, timings);
    await waitUntilNoneRunning(infra);
    const runMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const workerCpu = (cpu.user + cpu.system) / 1e6;
    const postgresCpu = await pgCpu.stop();
    const redisCpu = (await redisCpuSeconds(infra.redis)) - redisBefore;
    const load = os.loadavg()[0]!;
    await workers.close();
    const calls = await readCalls(infra);
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

function dialerTimings(quick: boolean): Record<string, string> {
  return quick
    ? { DIALER_CALL_DURATION_MS: '100', DIALER_ROUND_PAUSE_MS: '100' }
    : {
        DIALER_CALL_DURATION_MS: '3000',
        DIALER_ROUND_PAUSE_MS: '5000',
        DIALER_RETRY_DELAY_UNIT_MS: '60000',
        // Production's sweep, not the tests' 200 ms one.
        DIALER_SWEEP_INTERVAL_MS: '30000',
      };
}

/** One scenario's row in the lateness table and in the CPU table (and its console line). */
function scenarioRows(campaigns: number, r: Awaited<ReturnType<typeof runScenario>>) {
  console.log(
    `[bench] dialer-scale ${campaigns}: rounds p50 ${r.all.median.toFixed(0)} ms p99 ${r.all.p99.toFixed(0)} ms (later rounds p99 ${r.later.p99.toFixed(0)} ms, first ${r.first.p99.toFixed(0)} ms)`,
  );
  const { all, later, first, callEnd } = r;
  const line = `| ${campaigns.toLocaleString('en-US')} | ${all.n} | ${ms(all.median)} | **${ms(all.p99)}** | ${ms(all.max)} | ${ms(later.median)} / ${ms(later.p99)} | ${ms(first.median)} / ${ms(first.p99)} | ${ms(callEnd.median)} / ${ms(callEnd.p99)} | ${(r.runMs / 1000).toFixed(1)} s |`;
  const share = (seconds: number) => `${((100 * seconds) / (r.runMs / 1000)).toFixed(0)}%`;
  const cpuLine = `| ${campaigns.toLocaleString('en-US')} | ${r.workerCpu.toFixed(1)} s (${share(r.workerCpu)}) | ${r.cpuPerCampaignHour.toFixed(2)} s | ${r.postgresCpu.toFixed(1)} s (${share(r.postgresCpu)}) | ${r.redisCpu.toFixed(1)} s (${share(r.redisCpu)}) | ${r.load.map((l) => l.toFixed(1)).join(' → ')} |`;
  return { line, cpuLine };
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
  const timings = dialerTimings(quick);
  const lines: string[] = [];
  const cpuLines: string[] = [];
  let p99At1000: number | null = null;
  let largestUnderTarget = 0;
  for (const campaigns of scenarios) {
    const r = await runScenario(services, campaigns, timings);
    if (campaigns === 1_000) p99At1000 = r.all.p99;
    if (r.all.p99 < TARGET_P99_MS) largestUnderTarget = Math.max(largestUnderTarget, campaigns);
    const { line, cpuLine } = scenarioRows(campaigns, r);
    lines.push(line);
    cpuLines.push(cpuLine);
  }
  return dialerScaleReport({
    contactsPerList: CONTACTS_PER_LIST,
    targetP99Ms: TARGET_P99_MS,
    timings,
    lines,
    cpuLines,
    p99At1000,
    largestUnderTarget,
  });
}
