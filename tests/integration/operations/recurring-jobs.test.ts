import { describe, expect, it } from 'vitest';
import { scheduleRecurringJobs } from '../../../server/queue/job-schedules';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext({
  HEALTH_JOB_INTERVAL_MS: '7000',
  DIALER_SWEEP_INTERVAL_MS: '8000',
  CALCOM_SYNC_INTERVAL_MS: '9000',
  NCEI_POLL_INTERVAL_MS: '2592000000',
  PROVIDER_EVENT_SWEEP_MS: '6000',
  WEBHOOK_RELAY_INTERVAL_MS: '10000',
});

async function schedulers() {
  const found = [];
  for (const queue of ['system', 'dialer'] as const) {
    for (const s of await ctx.queues.get(queue).getJobSchedulers()) {
      found.push({ queue, name: s.name, every: Number(s.every) });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

describe('the recurring jobs', () => {
  it('are scheduled once each on their queue at the configured interval, however often the worker starts', async () => {
    await scheduleRecurringJobs(ctx.queues, ctx.config);
    await scheduleRecurringJobs(ctx.queues, ctx.config);
    expect(await schedulers()).toEqual([
      { queue: 'system', name: 'abandoned-uploads', every: 300_000 },
      { queue: 'system', name: 'calcom-poll', every: 9000 },
      { queue: 'system', name: 'delivery-log-prune', every: 3_600_000 },
      { queue: 'system', name: 'dial-record-anchors', every: 86_400_000 },
      { queue: 'system', name: 'dial-record-purge', every: 86_400_000 },
      { queue: 'dialer', name: 'dialer-sweep', every: 8000 },
      { queue: 'system', name: 'health-ping', every: 7000 },
      { queue: 'system', name: 'ncei-poll', every: 2_592_000_000 },
      { queue: 'dialer', name: 'provider-events-drain', every: 6000 },
      { queue: 'system', name: 'webhook-relay', every: 10000 },
      { queue: 'system', name: 'weekly-report', every: 3_600_000 },
    ]);
    for (const queue of ['system', 'dialer'] as const) {
      for (const s of await ctx.queues.get(queue).getJobSchedulers()) {
        await ctx.queues.get(queue).removeJobScheduler(s.key);
      }
    }
  });
});
