import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AUTH_MESSAGES } from '../../../shared/auth/auth-messages';
import type { Config } from '../../env';
import { RateLimitedError, UnavailableError } from '../../errors';
import type { Logger } from '../../logger';
import { errorListener } from '../../process/report-error';

export type LimitName =
  | 'signInIp'
  | 'signInEmailIp'
  | 'signInEmail'
  | 'signUpIp'
  | 'resetIp'
  | 'resetEmail'
  | 'verifyIp'
  | 'verifyEmail';

type Limiters = Record<LimitName, RateLimiterRedis>;

const cache = new WeakMap<Redis, Map<string, Limiters>>();

function build(redis: Redis, config: Config): Limiters {
  const { rateLimits: r } = config;
  const make = (name: string, points: number, duration = r.windowSeconds) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redis.queuePrefix}:rate:${name}`,
      points,
      duration,
    });
  return {
    signInIp: make('signin-ip', r.signInPerIp),
    // One address guessing one account's password: tight.
    signInEmailIp: make('signin-email-ip', r.signInPerEmailIp),
    // One account from anywhere: loose (OWASP ASVS ~100 an hour), so nobody locks the owner out.
    signInEmail: make('signin-email', r.signInPerEmail, r.signInEmailWindowSeconds),
    signUpIp: make('signup-ip', r.signUpPerIp),
    resetIp: make('reset-ip', r.resetPerIp),
    resetEmail: make('reset-email', r.resetPerEmail),
    verifyIp: make('verify-ip', r.resetPerIp),
    verifyEmail: make('verify-email', r.resetPerEmail),
  };
}

function limitersFor(redis: Redis, config: Config): Limiters {
  const byConfig = cache.get(redis) ?? new Map<string, Limiters>();
  cache.set(redis, byConfig);
  const key = `${config.redis.queuePrefix}:${JSON.stringify(config.rateLimits)}`;
  const limiters = byConfig.get(key) ?? build(redis, config);
  byConfig.set(key, limiters);
  return limiters;
}

/** Spends one point on each named limit; throws RateLimitedError when any is used up. */
export async function consumeLimits(
  deps: { redis: Redis; config: Config },
  checks: [LimitName, string][],
): Promise<void> {
  const limiters = limitersFor(deps.redis, deps.config);
  for (const [name, key] of checks) {
    try {
      await limiters[name].consume(key.toLowerCase());
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RateLimitedError(AUTH_MESSAGES.rateLimited);
      throw new UnavailableError('The service is temporarily unavailable. Please try again.');
    }
  }
}

/** Forgets failures counted against a key (after a successful sign-in). */
export async function resetLimit(
  deps: { redis: Redis; config: Config; logger: Logger },
  name: LimitName,
  key: string,
): Promise<void> {
  await limitersFor(deps.redis, deps.config)
    [name].delete(key.toLowerCase())
    .catch(errorListener(deps.logger, 'redis'));
}
