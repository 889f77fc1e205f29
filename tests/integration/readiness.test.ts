import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createProducerConnection } from '../../server/queue/connection';
import { createTestContext } from '../helpers/test-context';
import { startTestServer } from '../helpers/test-server';

const ctx = await createTestContext();

/** A TCP hop in front of the real Redis that the test can cut and restore. */
async function startRedisProxy(redisUrl: string) {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as net.AddressInfo).port;
  };
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      await new Promise((resolve) => {
        server!.close(resolve);
        for (const s of sockets) s.destroy();
      });
    },
    restore: listen,
  };
}

describe('/healthz and /readyz', () => {
  it('reports alive, and ready when Postgres and Redis answer', async () => {
    const { url } = await startTestServer(ctx);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, postgres: 'ok', redis: 'ok' });
  });

  it('fails while Redis is down and recovers when it is back', async () => {
    const proxy = await startRedisProxy(ctx.env.REDIS_URL!);
    const redis = createProducerConnection(proxy.url, ctx.logger);
    const { url } = await startTestServer({ ...ctx, redis });
    const readyStatus = async () => (await fetch(`${url}/readyz`)).status;
    await expect.poll(readyStatus, { timeout: 5_000 }).toBe(200);

    await proxy.cut();
    const down = await fetch(`${url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ ok: false, postgres: 'ok', redis: 'down' });

    await proxy.restore();
    await expect.poll(readyStatus, { timeout: 15_000, interval: 250 }).toBe(200);
    redis.disconnect();
  });
});
