import type { AppDeps } from '../../deps';

/**
 * Write-backs sent per second, kept under AccuLynx's limits (10 requests/s per key, 30 per IP,
 * then a ban): a margin is left for the Storm Data page's own requests on the same key and IP.
 */
export const PER_KEY_PER_SECOND = 8;
export const PER_SERVER_PER_SECOND = 25;

/**
 * Takes one send of this second for the account's key and for this server's IP (shared by all
 * accounts), in Redis so every worker counts together. False: wait for the next second.
 */
export async function takeAcculynxSend(
  deps: Pick<AppDeps, 'redis' | 'config'>,
  accountId: string,
  now: Date,
): Promise<boolean> {
  const second = Math.floor(now.getTime() / 1000);
  const prefix = `${deps.config.redis.queuePrefix}:rate:acculynx-send`;
  const keyKey = `${prefix}:${accountId}:${second}`;
  const ipKey = `${prefix}:server:${second}`;
  const result = await deps.redis
    .multi()
    .incr(keyKey)
    .pexpire(keyKey, 2000)
    .incr(ipKey)
    .pexpire(ipKey, 2000)
    .exec();
  const perKey = Number(result?.[0]?.[1] ?? Number.POSITIVE_INFINITY);
  const perServer = Number(result?.[2]?.[1] ?? Number.POSITIVE_INFINITY);
  return perKey <= PER_KEY_PER_SECOND && perServer <= PER_SERVER_PER_SECOND;
}
