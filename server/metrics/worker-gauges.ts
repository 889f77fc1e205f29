import { Gauge } from 'prom-client';
import { CAMPAIGN_STATES } from '../../shared/dialer/contact-status';
import type { AppDeps } from '../deps';
import { QUEUE_NAMES } from '../queue/jobs';
import { registry } from './registry';

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

function replace(name: string): void {
  registry.removeSingleMetric(name);
}

/**
 * Gauges read when Prometheus scrapes the worker: queue depths (from Redis) and campaigns by
 * state (from Postgres, all accounts). Registered once by the worker's composition root.
 */
export function registerWorkerGauges(deps: Pick<AppDeps, 'db' | 'queues'>): void {
  replace('stormdialer_queue_jobs');
  new Gauge({
    name: 'stormdialer_queue_jobs',
    help: 'Jobs per queue and state (waiting, active, delayed, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      for (const queue of QUEUE_NAMES) {
        const counts = await deps.queues.get(queue).getJobCounts(...JOB_STATES);
        for (const state of JOB_STATES) this.set({ queue, state }, counts[state] ?? 0);
      }
    },
  });
  replace('stormdialer_campaigns');
  new Gauge({
    name: 'stormdialer_campaigns',
    help: 'Contact lists (campaigns) by dialer state, all accounts',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await deps.db
        .selectFrom('contact_lists')
        .select(['state', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('state')
        .execute();
      for (const state of CAMPAIGN_STATES) {
        this.set({ state }, Number(rows.find((r) => r.state === state)?.count ?? 0));
      }
    },
  });
}
