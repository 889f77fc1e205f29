import { describe, expect, it } from 'vitest';
import { UserStreamLimit } from '../../../server/events/user-stream-limit';

describe('open streams per user', () => {
  const evicted: string[] = [];
  const stream = (name: string) => ({ evict: () => evicted.push(name) });

  it('evicts the oldest stream of a user when one more opens, not those of others', () => {
    evicted.length = 0;
    const limit = new UserStreamLimit(2);
    const [first, second, third, bob] = ['first', 'second', 'third', 'bob'].map(stream);
    limit.acquire('ann', first!);
    limit.acquire('ann', second!);
    limit.acquire('bob', bob!);
    limit.acquire('ann', third!);
    expect(evicted).toEqual(['first']);
    expect(limit.openFor('ann')).toBe(2);
    expect(limit.openFor('bob')).toBe(1);
    limit.release('ann', second!);
    limit.release('ann', third!);
    expect(limit.openFor('ann')).toBe(0);
    expect(evicted).toEqual(['first']);
  });

  it('releases a stream once, and never one that was not acquired', () => {
    evicted.length = 0;
    const limit = new UserStreamLimit(2);
    const [first, second] = ['first', 'second'].map(stream);
    limit.acquire('ann', first!);
    limit.release('ann', first!);
    limit.release('ann', first!);
    limit.release('ann', second!);
    expect(limit.openFor('ann')).toBe(0);
    limit.acquire('ann', first!);
    limit.acquire('ann', second!);
    expect(evicted).toEqual([]);
  });
});
