import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { RESET_TOKEN_TTL_SECONDS, resetPasswordEmail } from './auth-emails';
import {
  consumeOneTimeToken,
  findValidOneTimeToken,
  issueOneTimeToken,
} from './one-time-tokens.repository';
import { hashPassword, verifyPassword } from './passwords';
import { consumeLimits } from './rate-limits';
import type { HttpCtx } from './session.service';
import { revokeAllSessions } from './sessions.repository';
import { clientIp } from './sign-in.service';
import { clearSignInLockouts } from './sign-in-limits';
import { assertStrongPassword } from './sign-up.service';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setPasswordHash,
} from './users.repository';

type Deps = Pick<
  AppDeps,
  'db' | 'config' | 'mailer' | 'logger' | 'events' | 'redis' | 'sessionCache'
>;

/**
 * Mails a reset link when the address has an account. The answer and its timing are the same
 * either way (GoTrue 4.1): the token and the mail are produced after the response.
 */
export async function requestPasswordReset(
  ctx: HttpCtx,
  email: string,
): Promise<{ message: string }> {
  const { deps } = ctx;
  await consumeLimits(deps, [
    ['resetIp', clientIp(ctx)],
    ['resetEmail', email],
  ]);
  const user = await findUserByEmail(deps.db, email);
  if (user) {
    mailResetLink(deps, user).catch((error: unknown) => {
      deps.logger.warn({ err: { message: (error as Error).message } }, 'reset e-mail failed');
    });
  }
  return { message: M.resetInstructionsSent };
}

async function mailResetLink(deps: Deps, user: { id: string; email: string }) {
  const token = await issueOneTimeToken(
    deps.db,
    user.id,
    'password_reset',
    RESET_TOKEN_TTL_SECONDS,
  );
  await deps.mailer.send(resetPasswordEmail(deps.config.http.appUrl, user.email, token));
}

async function assertNewPassword(
  passwordHash: string,
  password: string,
  email: string,
  field: string,
) {
  assertStrongPassword(password, email, field);
  if (await verifyPassword(passwordHash, password)) {
    throw new BadInputError(M.samePassword, { [field]: [M.samePassword] });
  }
}

/** After the revocation commits: every session cache drops the user, and their open tabs are told. */
async function publishSessionsRevoked(
  deps: Deps,
  user: { id: string; account_id: string },
  keep: string | null,
) {
  await deps.sessionCache.changed({ userId: user.id });
  await deps.events
    .publishToAccount(user.account_id, {
      type: 'session.revoked',
      userId: user.id,
      keepSessionId: keep,
    })
    .catch((error: unknown) => {
      deps.logger.warn(
        { err: { message: (error as Error).message } },
        'session.revoked not published',
      );
    });
}

/** Sets a new password from a mailed link; every session of the user ends. */
export async function resetPassword(
  deps: Deps,
  input: { token: string; password: string },
): Promise<{ message: string }> {
  const row = await findValidOneTimeToken(deps.db, input.token, 'password_reset');
  const user = row ? await findUserById(deps.db, row.user_id) : undefined;
  if (!row || !user) throw new BadInputError(M.resetTokenInvalid);
  await assertNewPassword(user.password_hash, input.password, user.email, 'password');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeOneTimeToken(trx, row.id))) throw new BadInputError(M.resetTokenInvalid);
    await setPasswordHash(trx, user.id, passwordHash);
    await markEmailVerified(trx, user.id);
    await revokeAllSessions(trx, user.id);
  });
  await clearSignInLockouts(deps, user);
  await publishSessionsRevoked(deps, user, null);
  return { message: M.passwordResetDone };
}

/** Signed in: changes the password after checking the current one; other sessions end. */
export async function updatePassword(
  deps: Deps,
  me: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<{ message: string }> {
  const user = await findUserById(deps.db, me.id);
  if (!user) throw new BadInputError(M.sessionMissing);
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new BadInputError(M.currentPasswordWrong, { currentPassword: [M.currentPasswordWrong] });
  }
  await assertNewPassword(user.password_hash, input.newPassword, user.email, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await revokeAllSessions(trx, user.id, me.sessionId);
  });
  await publishSessionsRevoked(deps, user, me.sessionId);
  return { message: M.passwordUpdated };
}
