import { afterAll, describe, expect, inject, it } from 'vitest';
import { registry } from '../../../server/metrics/registry';
import { registerWorkerGauges } from '../../../server/metrics/worker-gauges';
import {
  callsOf,
  importList,
  runWorkers,
  signedInUser,
  waitFor,
} from '../../helpers/dialer-fixtures';
import { freePort } from '../../helpers/ports';
import { spawnEntry } from '../../helpers/spawned-process';
import { createTestContext } from '../../helpers/test-context';
import { cloneDatabase, dropDatabase, uniqueName } from '../../helpers/test-databases';
import { testEnv } from '../../helpers/test-env';

const databaseUrl = await cloneDatabase(inject('databaseUrl'), inject('templateDatabase'));
afterAll(() => dropDatabase(inject('databaseUrl'), new URL(databaseUrl).pathname.slice(1)));

function processEnv(overrides: Record<string, string>) {
  return testEnv({
    DATABASE_URL: databaseUrl,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: uniqueName('metrics'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    ...overrides,
  });
}

const scrape = async (port: number) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();

describe('Prometheus metrics', () => {
  it('the API serves them on METRICS_PORT only, never on the API port', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const api = spawnEntry(
      'server/main.ts',
      processEnv({ PORT: String(port), METRICS_PORT: String(metricsPort) }),
    );
    await api.line(/api ready at/);
    await fetch(`http://127.0.0.1:${port}/trpc/contacts.lists`); // UNAUTHORIZED

    const text = await scrape(metricsPort);
    expect(text).toMatch(
      /stormdialer_http_request_duration_seconds_count\{[^}]*route="trpc:contacts\.lists"[^}]*\} 1/,
    );
    expect(text).toMatch(/stormdialer_trpc_errors_total\{[^}]*code="UNAUTHORIZED"[^}]*\} 1/);
    for (const series of [
      'stormdialer_event_streams_open',
      'stormdialer_errors_total',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toContain(`# TYPE ${series}`);
    }

    const onApiPort = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(await onApiPort.text()).not.toMatch(/# (HELP|TYPE)|stormdialer_/);
  });

  it('the worker serves queue depths, campaigns and dialer series on WORKER_METRICS_PORT', async () => {
    const metricsPort = await freePort();
    const worker = spawnEntry(
      'worker/main.ts',
      processEnv({ WORKER_METRICS_PORT: String(metricsPort) }),
    );
    await worker.line(/worker metrics at/);
    const text = await scrape(metricsPort);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(text).toMatch(
        new RegExp(`stormdialer_queue_jobs\\{[^}]*queue="dialer",state="${state}"`),
      );
    }
    expect(text).toMatch(/stormdialer_campaigns\{[^}]*state="running"[^}]*\} 0/);
    for (const series of [
      'stormdialer_calls_placed_total',
      'stormdialer_calls_ended_total',
      'stormdialer_round_lateness_seconds',
      'stormdialer_errors_total',
    ]) {
      expect(text).toContain(`# TYPE ${series}`);
    }
  });
});

describe('dialer series', () => {
  it('count calls placed and ended by provider and outcome, round lateness, and campaigns by state', async () => {
    const ctx = await createTestContext({ DIALER_SEED: '7' });
    registerWorkerGauges(ctx);
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 3);
    await runWorkers(ctx);
    await caller.dialer.start({ listId: list.id });
    await waitFor(async () => (await callsOf(ctx, list.id)).filter((c) => c.outcome).length >= 3);
    // Counted right after the outcome's transaction commits: wait for the counter, not the rows.
    const text = await waitFor(async () => {
      const metrics = await registry.metrics();
      return /stormdialer_calls_ended_total\{/.test(metrics) ? metrics : null;
    });
    expect(text).toMatch(/stormdialer_calls_placed_total\{provider="simulated"\} [3-9]/);
    expect(text).toMatch(
      /stormdialer_calls_ended_total\{outcome="[A-Za-z ]+",provider="simulated"\} \d/,
    );
    expect(text).toMatch(/stormdialer_round_lateness_seconds_count [1-9]/);
    expect(text).toMatch(/stormdialer_campaigns\{state="(running|waiting|completed)"\} 1/);
  });
});
