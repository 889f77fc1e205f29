import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import type { SignInInput } from '../../../shared/auth/auth-schemas';
import { UnauthenticatedError } from '../../errors';
import type { SessionPayload } from './auth-user';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { consumeLimits, resetLimit } from './rate-limits';
import { type HttpCtx, startSession } from './session.service';
import { findUserByEmail } from './users.repository';

export function clientIp(ctx: HttpCtx): string {
  return ctx.req.ip ?? ctx.req.socket?.remoteAddress ?? 'unknown';
}

/** E-mail + password sign-in; an unknown e-mail costs the same time as a wrong password. */
export async function signIn(ctx: HttpCtx, input: SignInInput): Promise<SessionPayload> {
  const { deps } = ctx;
  const pair = `${input.email}|${clientIp(ctx)}`;
  await consumeLimits(deps, [
    ['signInEmailIp', pair],
    ['signInIp', clientIp(ctx)],
    ['signInEmail', input.email],
  ]);
  const user = await findUserByEmail(deps.db, input.email);
  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new UnauthenticatedError(M.invalidCredentials);
  if (deps.config.auth.requireEmailConfirmation && !user.email_verified_at) {
    throw new UnauthenticatedError(M.emailNotConfirmed);
  }
  await resetLimit(deps, 'signInEmailIp', pair);
  await resetLimit(deps, 'signInEmail', input.email);
  return startSession(ctx, user);
}
