import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import type { SignInInput } from '../../../shared/auth/auth-schemas';
import { UnauthenticatedError } from '../../errors';
import type { SessionPayload } from './auth-user';
import { setDeviceCookie, trustedDevice } from './device-cookie';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { type HttpCtx, startSession } from './session.service';
import { refundSignInAttempt, signInChecks, spendSignInAttempt } from './sign-in-limits';
import { findUserByEmail } from './users.repository';

export function clientIp(ctx: HttpCtx): string {
  return ctx.req.ip ?? ctx.req.socket?.remoteAddress ?? 'unknown';
}

/** E-mail + password sign-in; an unknown e-mail costs the same time as a wrong password. */
export async function signIn(ctx: HttpCtx, input: SignInInput): Promise<SessionPayload> {
  const { deps } = ctx;
  const user = await findUserByEmail(deps.db, input.email);
  const device = await trustedDevice(ctx.req, deps.config, user?.id);
  const checks = signInChecks(input.email, clientIp(ctx), device);
  await spendSignInAttempt(deps, checks, device);
  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new UnauthenticatedError(M.invalidCredentials);
  if (deps.config.auth.requireEmailConfirmation && !user.email_verified_at) {
    throw new UnauthenticatedError(M.emailNotConfirmed);
  }
  await refundSignInAttempt(deps, checks);
  await setDeviceCookie(ctx.res, deps.config, user.id);
  return startSession(ctx, user);
}
