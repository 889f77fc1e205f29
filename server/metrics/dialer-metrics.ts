import { Counter, Histogram } from 'prom-client';
import { registry } from './registry';

/** Calls handed to the voice provider (counted by the worker that runs the round). */
export const callsPlacedTotal = new Counter({
  name: 'stormdialer_calls_placed_total',
  help: 'Calls handed to the voice provider, by provider',
  labelNames: ['provider'] as const,
  registers: [registry],
});

/** Calls whose outcome was recorded (the one outcome path). */
export const callsEndedTotal = new Counter({
  name: 'stormdialer_calls_ended_total',
  help: 'Calls ended, by outcome and provider',
  labelNames: ['outcome', 'provider'] as const,
  registers: [registry],
});

/** How long after its due time a dial round started (queue backlog, too few workers). */
export const roundLatenessSeconds = new Histogram({
  name: 'stormdialer_round_lateness_seconds',
  help: 'Seconds between when a dial round was due and when a worker started it',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
  registers: [registry],
});

/** Records a started job's lateness when it is a dial round (job.timestamp + delay = due time). */
export function observeRoundLateness(job: {
  name: string;
  timestamp: number;
  opts: { delay?: number };
}): void {
  if (job.name !== 'dial-round') return;
  const due = job.timestamp + (job.opts.delay ?? 0);
  roundLatenessSeconds.observe(Math.max(0, Date.now() - due) / 1_000);
}
