import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorsTotal } from '../../../server/metrics/error-metrics';
import { createProducerConnection } from '../../../server/queue/connection';
import { freePort } from '../../helpers/ports';
import { spawnEntry } from '../../helpers/spawned-process';

function captureLogger() {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    }),
  );
  return { logger, lines };
}

const counted = async (source: string) =>
  (await errorsTotal.get()).values.find((v) => v.labels.source === source)?.value ?? 0;

describe('errors never vanish', () => {
  it('a Redis error reaches the log and the error counter, one line for many errors', async () => {
    const { logger, lines } = captureLogger();
    const before = await counted('redis');
    const redis = createProducerConnection(`redis://127.0.0.1:${await freePort()}`, logger);
    try {
      // ioredis reports every failed reconnect attempt.
      await expect.poll(() => counted('redis'), { timeout: 10_000 }).toBeGreaterThan(before + 2);
    } finally {
      redis.disconnect();
    }
    const redisLines = lines.filter((line) => line.includes('"source":"redis"'));
    expect(redisLines).toHaveLength(1);
    expect(redisLines[0]).toContain('ECONNREFUSED');
    expect(redisLines[0]).toContain('redis error');
  });

  it('an unhandled rejection is logged and the process exits non-zero', async () => {
    const child = spawnEntry('tests/fixtures/unhandled-rejection.ts', {});
    expect(await child.exited).toBe(1);
    expect(child.output()).toContain('unhandled promise rejection: exiting');
    expect(child.output()).toContain('nobody awaited this');
  });
});
