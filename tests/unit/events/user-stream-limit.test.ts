import { describe, expect, it } from 'vitest';
import { UserStreamLimit } from '../../../server/events/user-stream-limit';

describe('open streams per user', () => {
  it('ends the oldest stream of a user when one more opens, not those of others', () => {
    const limit = new UserStreamLimit(2);
    const request = new AbortController().signal;
    const first = limit.acquire('ann', request);
    const second = limit.acquire('ann', request);
    const other = limit.acquire('bob', request);
    const third = limit.acquire('ann', request);
    expect([first, second, third].map((s) => s.signal.aborted)).toEqual([true, false, false]);
    expect(other.signal.aborted).toBe(false);
    expect(limit.openFor('ann')).toBe(2);
    second.release();
    third.release();
    expect(limit.openFor('ann')).toBe(0);
  });

  it('ends a stream when its request ends', () => {
    const limit = new UserStreamLimit(20);
    const request = new AbortController();
    const stream = limit.acquire('ann', request.signal);
    request.abort();
    expect(stream.signal.aborted).toBe(true);
  });
});
