import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import { waitText } from '../../../shared/format/wait-text';
import type { AppDeps } from '../../deps';
import { errorListener } from '../../process/report-error';
import type { Device } from './device-cookie';
import { consumeLimits, type LimitCheck, refundLimits, resetLimit } from './rate-limits';

type Deps = Pick<AppDeps, 'redis' | 'config' | 'logger'>;

const deviceKey = (device: Device) => `${device.userId}:${device.nonce}`;
const devicesKey = (deps: Deps, userId: string) =>
  `${deps.config.redis.queuePrefix}:rate:signin-devices:${userId}`;

/**
 * The budgets one sign-in attempt spends. A trusted device spends its own, so strangers who used
 * up the account's budget cannot lock the owner out; everyone spends the per-IP budget.
 */
export function signInChecks(email: string, ip: string, device: Device | null): LimitCheck[] {
  if (device) {
    return [
      ['signInIp', ip],
      ['signInDevice', deviceKey(device)],
    ];
  }
  return [
    ['signInEmailIp', `${email}|${ip}`],
    ['signInIp', ip],
    ['signInEmail', email],
  ];
}

/** Spends the attempt's points up front (parallel guesses cannot overrun a budget). */
export async function spendSignInAttempt(
  deps: Deps,
  checks: LimitCheck[],
  device: Device | null,
): Promise<void> {
  if (device) {
    const key = devicesKey(deps, device.userId);
    const window = deps.config.rateLimits.signInEmailWindowSeconds;
    await deps.redis
      .multi()
      .sadd(key, device.nonce)
      .expire(key, window)
      .exec()
      .catch(errorListener(deps.logger, 'redis'));
  }
  await consumeLimits(deps, checks, (ms) => M.signInLocked(waitText(ms)));
}

/** A successful sign-in was no failure: its points come back (the per-IP limit counts all). */
export async function refundSignInAttempt(deps: Deps, checks: LimitCheck[]): Promise<void> {
  await refundLimits(
    deps,
    checks.filter(([name]) => name !== 'signInIp'),
  );
}

/**
 * After a password reset: the account's lockout for untrusted clients and its trusted devices'
 * budgets end. The per-(e-mail, IP) and per-IP counters stay, so the guessers stay slowed.
 */
export async function clearSignInLockouts(
  deps: Deps,
  user: { id: string; email: string },
): Promise<void> {
  await resetLimit(deps, 'signInEmail', user.email);
  const key = devicesKey(deps, user.id);
  try {
    for (const nonce of await deps.redis.smembers(key)) {
      await resetLimit(deps, 'signInDevice', deviceKey({ userId: user.id, nonce }));
    }
    await deps.redis.del(key);
  } catch (error) {
    // The password is already reset; the devices' budgets then end with their hour.
    errorListener(deps.logger, 'redis')(error);
  }
}
