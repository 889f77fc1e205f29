import { describe, expect, it } from 'vitest';
import { deleteKeysWithPrefix, keysMatching } from '../../helpers/redis-keys';
import { createTestContext } from '../../helpers/test-context';
import { uniqueName } from '../../helpers/test-databases';

const ctx = await createTestContext();

describe('the integration harness', () => {
  it("deletes every Redis key of a file's prefix, and nobody else's", async () => {
    const prefix = ctx.config.redis.queuePrefix;
    await ctx.queues.add('health-ping', {});
    await ctx.events.publishToAccount('00000000-0000-4000-8000-000000000000', {
      type: 'team.changed',
    });
    const neighbour = `${uniqueName('t')}:events:system`;
    await ctx.redis.set(neighbour, 'kept');
    expect((await keysMatching(ctx.redis, `${prefix}:*`)).length).toBeGreaterThan(1);

    expect(await deleteKeysWithPrefix(ctx.env.REDIS_URL!, prefix)).toEqual([]);
    expect(await keysMatching(ctx.redis, `${prefix}:*`)).toEqual([]);
    expect(await ctx.redis.get(neighbour)).toBe('kept');
    await ctx.redis.unlink(neighbour);
  });
});
