import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AcculynxError,
  acculynxApi,
  backoffMs,
} from '../../../server/integrations/acculynx/acculynx-client';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { startAcculynxFake } from '../../fakes/acculynx-fake';

const KEY = 'acx_backoff_key';
const BAN_MS = 300;
const fake = await startAcculynxFake({ apiKeys: [KEY], banMs: BAN_MS });
afterAll(() => fake.close());

const config = (maxRetries: number, retryBaseMs = 100) => ({
  acculynx: { baseUrl: fake.url, timeoutMs: 2000, maxRetries, retryBaseMs },
});

/** Passes AccuLynx's 30 requests/s per IP, which bans the IP for the fake's ban length. */
async function getBanned() {
  await Promise.all(
    Array.from({ length: 31 }, () =>
      fetch(`${fake.url}/api/v2/jobs`, { headers: { authorization: `Bearer ${KEY}` } }).then((r) =>
        r.arrayBuffer(),
      ),
    ),
  );
  expect(fake.banned()).toBe(true);
}

describe('the AccuLynx fake enforces the documented limits', () => {
  // Each test starts with no ban and an empty sliding second, without waiting them out.
  beforeEach(() => fake.resetLimits());

  it('answers 429 past 10 requests/s for one key, without banning the IP', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${fake.url}/api/v2/jobs`, { headers: { authorization: `Bearer ${KEY}` } }).then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
        ),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(fake.banned()).toBe(false);
  });

  it('bans the IP past 30 requests/s: even a good key gets 429 until the ban ends', async () => {
    await getBanned();
    const during = await fetch(`${fake.url}/api/v2/jobs`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(during.status).toBe(429);
  });
});

describe('the AccuLynx client', () => {
  // Each test starts with no ban and an empty sliding second, without waiting them out.
  beforeEach(() => fake.resetLimits());

  it('accepts a good key with one GET /api/v2/jobs', async () => {
    fake.requests.length = 0;
    await acculynxApi(config(0), KEY).checkKey();
    expect(fake.requests).toEqual([
      expect.objectContaining({
        path: '/api/v2/jobs',
        query: { pageSize: '1', pageStartIndex: '0' },
        authorization: `Bearer ${KEY}`,
        status: 200,
      }),
    ]);
  });

  it('refuses a key AccuLynx rejects, without retrying', async () => {
    fake.requests.length = 0;
    const error = await acculynxApi(config(3), 'acx_nope')
      .checkKey()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AcculynxError);
    expect((error as AcculynxError).message).toBe(STORM_MESSAGES.acculynxRejected);
    expect(fake.requests).toHaveLength(1);
  });

  it('backs off on 429 with doubling waits and succeeds once the ban ends', async () => {
    await getBanned();
    fake.requests.length = 0;
    const started = Date.now();
    await acculynxApi(config(4, 100), KEY).checkKey();
    const statuses = fake.requests.map((r) => r.status);
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.slice(0, -1).every((s) => s === 429)).toBe(true);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    const gaps = fake.requests.slice(1).map((r, i) => r.at - fake.requests[i]!.at);
    const doubling = gaps.every((gap, i) => gap >= 100 * 2 ** i - 5);
    expect(doubling, `waits between attempts: ${gaps.join(', ')} ms`).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(BAN_MS - 100);
  });

  it('gives up with a clear message when the ban outlasts its retries', async () => {
    fake.setBanMs(5000);
    try {
      await getBanned();
      fake.requests.length = 0;
      const error = await acculynxApi(config(2, 50), KEY)
        .checkKey()
        .catch((e: unknown) => e);
      expect((error as AcculynxError).message).toBe(STORM_MESSAGES.acculynxRateLimited);
      expect(fake.requests.map((r) => r.status)).toEqual([429, 429, 429]);
    } finally {
      fake.setBanMs(BAN_MS);
    }
  });
});

describe('the AccuLynx client without the fake', () => {
  it('says AccuLynx is unreachable when nothing answers', async () => {
    const offline = { acculynx: { ...config(0).acculynx, baseUrl: 'http://127.0.0.1:9' } };
    const error = await acculynxApi(offline, KEY)
      .checkKey()
      .catch((e: unknown) => e);
    expect((error as AcculynxError).message).toBe(STORM_MESSAGES.acculynxNetwork);
  });

  it('waits what Retry-After says when AccuLynx sends it, capped at 30 s', () => {
    expect(backoffMs(0, 2000, '5')).toBe(5000);
    expect(backoffMs(2, 2000, null)).toBe(8000);
    expect(backoffMs(0, 2000, '600')).toBe(30_000);
    expect(backoffMs(1, 2000, 'soon')).toBe(4000);
  });
});
