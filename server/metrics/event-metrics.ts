import { Summary } from 'prom-client';
import { registry } from './registry';

/** Time the shared reader spends handing one Redis read's entries to every local tab. */
export const eventFanoutSeconds = new Summary({
  name: 'stormdialer_event_fanout_seconds',
  help: 'Fan-out of one read of account events to the open streams of this API process',
  percentiles: [0.5, 0.99],
  maxAgeSeconds: 600,
  ageBuckets: 5,
  registers: [registry],
});
