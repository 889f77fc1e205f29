/**
 * Child process of `npm run bench -- live`: serves either the real API (env from the parent) or,
 * with `bare`, a bare Node SSE server that holds each connection and writes what it is told.
 * Tells the parent its port and, when asked, its memory over IPC.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/env';
import { createHttpServer } from '../../server/http-server';
import { createInfrastructure } from '../../server/infrastructure';
import { eventFanoutSeconds } from '../../server/metrics/event-metrics';

async function listen(server: http.Server) {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  process.send!({ type: 'listening', port: (server.address() as AddressInfo).port });
}

if (process.argv[2] === 'bare') {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': connected\n\n');
  });
  await listen(server);
} else {
  const infra = createInfrastructure(loadConfig(process.env), 'bench-api');
  await infra.ready();
  const server = createHttpServer(infra);
  await listen(server);
}
/** Memory after a full collection (the child runs with --expose-gc), so garbage is not counted. */
process.on('message', async (message: { type: string }) => {
  if (message.type !== 'memory') return;
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  // `heapTotal - heapUsed`: pages V8 holds free, in RSS or not depending on the process's history.
  process.send!({
    type: 'memory',
    rss,
    heapUsed: heapUsed + external + arrayBuffers,
    rssNet: rss - heapTotal + heapUsed,
  });
});
/**
 * The API's own fan-out time since the last ask (prom-client summary), so the report can tell the
 * server's share of the latency from the clients'.
 */
process.on('message', async (message: { type: string }) => {
  if (message.type !== 'fanout') return;
  const { values } = await eventFanoutSeconds.get();
  const at = (quantile: number) => values.find((v) => v.labels.quantile === quantile)?.value ?? 0;
  process.send!({ type: 'fanout', p50: at(0.5) * 1000, p99: at(0.99) * 1000 });
  eventFanoutSeconds.reset();
});
process.on('disconnect', () => process.exit(0));
