import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's one metrics registry. Metric objects live in server/metrics/ and are module-level
 * (as prom-client intends); each process serves this registry on its own metrics port.
 */
export const registry = new Registry();

let defaultsOn = false;
/** Node's process metrics (CPU, memory, event-loop lag, GC); once per process. */
export function collectProcessMetrics(processName: string): void {
  if (defaultsOn) return;
  defaultsOn = true;
  registry.setDefaultLabels({ process: processName });
  collectDefaultMetrics({ register: registry });
}
