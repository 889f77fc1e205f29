import { createServer, type Server } from 'node:http';
import type { AppDeps } from '../deps';
import { isPortInUse, listen, portInUseMessage } from '../process/listen';
import { collectProcessMetrics, registry } from './registry';

/**
 * Serves GET /metrics (Prometheus text) on its own port, never on the public API port.
 * Resolves with the bound port; rejects when the port is taken.
 */
export async function startMetricsServer(
  port: number,
  host: string,
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  return { server, port: await listen(server, port, host) };
}

/** For the process entries: metrics on `port`, or one line naming the taken port and exit 1. */
export async function serveMetricsOrExit(
  deps: Pick<AppDeps, 'config' | 'logger'>,
  processName: string,
  port: number,
  variable: 'METRICS_PORT' | 'WORKER_METRICS_PORT',
): Promise<Server> {
  const { host } = deps.config.metrics;
  collectProcessMetrics(processName);
  try {
    const metrics = await startMetricsServer(port, host);
    deps.logger.info(`${processName} metrics at http://${host}:${metrics.port}/metrics`);
    return metrics.server;
  } catch (error) {
    if (!isPortInUse(error)) throw error;
    console.error(portInUseMessage(variable, port, deps.config.launchCommand));
    process.exit(1);
  }
}
