import { createServer } from 'node:net';
import { isPortInUse, portInUseMessage } from '../../server/process/listen';

/** True when another program already listens on host:port. */
export function portTaken(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => (isPortInUse(error) ? resolve(true) : reject(error)));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/**
 * The ports `npm start` will listen on (PORT and, when set, the metrics ports): the first taken
 * one as the line to print, or null when all are free.
 */
export async function takenPortMessage(env: NodeJS.ProcessEnv): Promise<string | null> {
  const host = env.HOST || '0.0.0.0';
  const metricsHost = env.METRICS_HOST || '127.0.0.1';
  const wanted: [string, string | undefined, string][] = [
    ['PORT', env.PORT || '3000', host],
    ['METRICS_PORT', env.METRICS_PORT, metricsHost],
    ['WORKER_METRICS_PORT', env.WORKER_METRICS_PORT, metricsHost],
  ];
  for (const [variable, value, bindHost] of wanted) {
    const port = Number(value);
    if (!value || !Number.isInteger(port) || port <= 0) continue;
    if (await portTaken(port, bindHost)) return portInUseMessage(variable, port, 'npm start');
  }
  return null;
}

/** Polls the API's /readyz until it answers 200 (Postgres and Redis reachable). */
export async function waitForReadyz(baseUrl: string, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const ok = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
