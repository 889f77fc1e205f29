import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CUSTOM_FUNCTION_LIMITS } from '../../../shared/agents/custom-function';
import { AUTH_MESSAGES } from '../../../shared/auth/auth-messages';
import { INVITATION_LIMITS } from '../../../shared/teams/team-messages';
import { WEEKLY_PREVIEWS_PER_HOUR } from '../../../shared/weekly-report/weekly-report-inputs';
import type { Config } from '../../env';
import { RateLimitedError, UnavailableError } from '../../errors';
import type { Logger } from '../../logger';
import { errorListener } from '../../process/report-error';

export type LimitName =
  | 'signInIp'
  | 'signInEmailIp'
  | 'signInEmail'
  | 'signInDevice'
  | 'signUpIp'
  | 'resetIp'
  | 'resetEmail'
  | 'verifyIp'
  | 'verifyEmail'
  | 'inviteAccount'
  | 'inviteAddress'
  | 'testFunctionAccount'
  | 'weeklyPreviewUser'
  | 'leadIntakeToken';

type Limiters = Record<LimitName, RateLimiterRedis>;

const cache = new WeakMap<Redis, Map<string, Limiters>>();
const HOUR = 3600;

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
    // Untrusted clients against one account from anywhere: loose (OWASP ASVS ~100 an hour).
    signInEmail: make('signin-email', r.signInPerEmail, r.signInEmailWindowSeconds),
    // One trusted device (device cookie) of one user: its own budget.
    signInDevice: make('signin-device', r.signInPerDevice, r.signInEmailWindowSeconds),
    signUpIp: make('signup-ip', r.signUpPerIp),
    resetIp: make('reset-ip', r.resetPerIp),
    resetEmail: make('reset-email', r.resetPerEmail),
    verifyIp: make('verify-ip', r.resetPerIp),
    verifyEmail: make('verify-email', r.resetPerEmail),
    inviteAccount: make('invite-account', INVITATION_LIMITS.perAccountPerHour, HOUR),
    inviteAddress: make('invite-address', INVITATION_LIMITS.perAddressPerDay, 24 * HOUR),
    // Each test is an outbound request on the account's behalf.
    testFunctionAccount: make('test-function', CUSTOM_FUNCTION_LIMITS.testsPerAccountPerHour, HOUR),
    // Each preview is an e-mail to the member's own address.
    weeklyPreviewUser: make('weekly-preview', WEEKLY_PREVIEWS_PER_HOUR, HOUR),
    // Leads posted with one intake token (its id), per minute.
    leadIntakeToken: make('lead-intake-token', r.leadsPerTokenMinute, 60),
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

type LimitDeps = { redis: Redis; config: Config };
export type LimitCheck = [LimitName, string];
/** The message of a used-up limit, given how long until it frees a point. */
export type LimitMessage = (msBeforeNext: number, name: LimitName) => string;

const unavailable = () =>
  new UnavailableError('The service is temporarily unavailable. Please try again.');

/**
 * Spends one point on each named limit, in order; throws RateLimitedError (with `message`) at the
 * first one used up. Points spent before it stay spent.
 */
export async function consumeLimits(
  deps: LimitDeps,
  checks: LimitCheck[],
  message: LimitMessage = () => AUTH_MESSAGES.rateLimited,
): Promise<void> {
  const limiters = limitersFor(deps.redis, deps.config);
  for (const [name, key] of checks) {
    try {
      await limiters[name].consume(key.toLowerCase());
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new RateLimitedError(message(error.msBeforeNext, name));
      }
      throw unavailable();
    }
  }
}

/** Gives back the point an attempt spent (it succeeded, so it was no failure). */
export async function refundLimits(
  deps: LimitDeps & { logger: Logger },
  checks: LimitCheck[],
): Promise<void> {
  const limiters = limitersFor(deps.redis, deps.config);
  await Promise.all(
    checks.map(([name, key]) =>
      limiters[name].reward(key.toLowerCase(), 1).catch(errorListener(deps.logger, 'redis')),
    ),
  );
}

/** Forgets everything counted against a key. */
export async function resetLimit(
  deps: LimitDeps & { logger: Logger },
  name: LimitName,
  key: string,
): Promise<void> {
  await limitersFor(deps.redis, deps.config)
    [name].delete(key.toLowerCase())
    .catch(errorListener(deps.logger, 'redis'));
}

/** What a limit holds for a key: points spent and ms until the window ends; null when none. */
export async function limitState(
  deps: LimitDeps,
  name: LimitName,
  key: string,
): Promise<{ consumed: number; remaining: number; msBeforeNext: number } | null> {
  const res = await limitersFor(deps.redis, deps.config)[name].get(key.toLowerCase());
  if (!res) return null;
  return {
    consumed: res.consumedPoints,
    remaining: res.remainingPoints,
    msBeforeNext: res.msBeforeNext,
  };
}
