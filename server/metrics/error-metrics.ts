import { Counter } from 'prom-client';
import { registry } from './registry';

/** Where an error came from; a small fixed set, so the label stays cheap. */
export type ErrorSource =
  | 'redis'
  | 'queue'
  | 'event-reader'
  | 'worker'
  | 'job'
  | 'postgres'
  | 'http'
  | 'unhandled';

export const errorsTotal = new Counter({
  name: 'stormdialer_errors_total',
  help: 'Errors by source: Redis connections, queues, the event reader, workers, jobs, Postgres, HTTP, unhandled',
  labelNames: ['source'] as const,
  registers: [registry],
});
