import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache } from '../../../server/auth/session-cache';
import type { SessionUser } from '../../../server/auth/session-user';
import type { Logger } from '../../../server/logger';

const CHANNEL = 't:sessions-changed';

/** A subscriber connection whose drops and reconnects the test decides. */
class FakeSubscriber extends EventEmitter {
  status = 'ready';
  subscribe = vi.fn(async () => 1);
  drop() {
    this.status = 'reconnecting';
    this.emit('close');
  }
  async reconnect() {
    this.status = 'ready';
    this.emit('ready');
    await vi.waitFor(() => expect(this.subscribe).toHaveBeenCalledTimes(2));
  }
}

const logger = { warn: vi.fn() } as unknown as Logger;

function userOf(id: string, sessionId: string): SessionUser {
  return {
    id,
    sessionId,
    accountId: 'a1',
    role: 'owner',
    email: `${id}@example.test`,
    name: id,
    avatarUrl: null,
    isAdmin: false,
    emailVerified: true,
  };
}

async function subscribedCache() {
  const subscriber = new FakeSubscriber();
  const publisher = { publish: vi.fn(async () => 1) };
  const cache = new SessionCache(
    subscriber as unknown as Redis,
    publisher as unknown as Redis,
    CHANNEL,
    logger,
  );
  await vi.waitFor(() => expect(cache.connected).toBe(true));
  return { cache, subscriber, publisher };
}

describe('SessionCache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a user for 30 s, then asks for the row again', async () => {
    const { cache } = await subscribedCache();
    cache.keep(cache.ticket(), userOf('u1', 's1'));
    vi.advanceTimersByTime(SESSION_CACHE_TTL_MS - 1);
    expect(cache.get('s1', 'u1')?.id).toBe('u1');
    vi.advanceTimersByTime(1);
    expect(cache.get('s1', 'u1')).toBeNull();
  });

  it('answers only for the user the token names', async () => {
    const { cache } = await subscribedCache();
    cache.keep(cache.ticket(), userOf('u1', 's1'));
    expect(cache.get('s1', 'someone-else')).toBeNull();
  });

  it('does not keep a row read before a change it overlapped', async () => {
    const { cache, subscriber } = await subscribedCache();
    const ticket = cache.ticket();
    subscriber.emit('message', CHANNEL, JSON.stringify({ userId: 'u1' }));
    cache.keep(ticket, userOf('u1', 's1'));
    expect(cache.get('s1', 'u1')).toBeNull();
  });

  it('drops a session or every session of a user on a message, and nothing else', async () => {
    const { cache, subscriber } = await subscribedCache();
    for (const [u, s] of [
      ['u1', 's1'],
      ['u1', 's2'],
      ['u2', 's3'],
      ['u3', 's4'],
    ] as const)
      cache.keep(cache.ticket(), userOf(u, s));
    subscriber.emit('message', CHANNEL, JSON.stringify({ userId: 'u1' }));
    subscriber.emit('message', CHANNEL, JSON.stringify({ sessionId: 's3' }));
    expect([cache.get('s1', 'u1'), cache.get('s2', 'u1'), cache.get('s3', 'u2')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(cache.get('s4', 'u3')?.id).toBe('u3');
  });

  it('forgets everything on a message it cannot read', async () => {
    const { cache, subscriber } = await subscribedCache();
    cache.keep(cache.ticket(), userOf('u1', 's1'));
    subscriber.emit('message', CHANNEL, 'not json');
    expect(cache.get('s1', 'u1')).toBeNull();
  });

  it('drops here at once and publishes a change made in this process', async () => {
    const { cache, publisher } = await subscribedCache();
    cache.keep(cache.ticket(), userOf('u1', 's1'));
    await cache.changed({ sessionId: 's1' });
    expect(cache.get('s1', 'u1')).toBeNull();
    expect(publisher.publish).toHaveBeenCalledWith(CHANNEL, JSON.stringify({ sessionId: 's1' }));
  });

  it('is bypassed while disconnected and starts empty once subscribed again', async () => {
    const { cache, subscriber } = await subscribedCache();
    cache.keep(cache.ticket(), userOf('u1', 's1'));
    subscriber.drop();
    expect(cache.get('s1', 'u1')).toBeNull();
    cache.keep(cache.ticket(), userOf('u2', 's2'));
    await subscriber.reconnect();
    expect(cache.connected).toBe(true);
    expect([cache.get('s1', 'u1'), cache.get('s2', 'u2')]).toEqual([null, null]);
  });
});
