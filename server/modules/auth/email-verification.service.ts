import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { VERIFY_TOKEN_TTL_SECONDS, verifyEmailEmail } from './auth-emails';
import {
  consumeOneTimeToken,
  findValidOneTimeToken,
  issueOneTimeToken,
} from './one-time-tokens.repository';
import { consumeLimits } from './rate-limits';
import type { HttpCtx } from './session.service';
import { clientIp } from './sign-in.service';
import { findUserByEmail, markEmailVerified } from './users.repository';

type MailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

async function sendVerification(deps: MailDeps, user: { id: string; email: string }) {
  const token = await issueOneTimeToken(
    deps.db,
    user.id,
    'email_verification',
    VERIFY_TOKEN_TTL_SECONDS,
  );
  await deps.mailer.send(verifyEmailEmail(deps.config.http.appUrl, user.email, token));
}

/** Mails a verification link without holding up the request; a failure is logged only. */
export function sendVerificationInBackground(
  deps: MailDeps & Pick<AppDeps, 'logger'>,
  user: { id: string; email: string },
): void {
  sendVerification(deps, user).catch((error: unknown) => {
    deps.logger.warn({ err: { message: (error as Error).message } }, 'verification e-mail failed');
  });
}

/**
 * Signed in: mails a new link to the user (a mail failure is reported).
 * Signed out with an e-mail: answers the same whether or not the address has an account.
 */
export async function resendVerification(
  ctx: HttpCtx & { user: SessionUser | null },
  email: string | undefined,
): Promise<{ message: string }> {
  const { deps, user } = ctx;
  if (user) {
    if (user.emailVerified) return { message: M.alreadyVerified };
    await consumeLimits(deps, [
      ['verifyIp', clientIp(ctx)],
      ['verifyEmail', user.email],
    ]);
    await sendVerification(deps, user);
    return { message: M.verificationSent };
  }
  if (!email) throw new BadInputError(M.invalidEmail, { email: [M.invalidEmail] });
  await consumeLimits(deps, [
    ['verifyIp', clientIp(ctx)],
    ['verifyEmail', email],
  ]);
  const found = await findUserByEmail(deps.db, email);
  if (found && !found.email_verified_at) sendVerificationInBackground(deps, found);
  return { message: M.verificationSent };
}

export async function verifyEmail(
  deps: Pick<AppDeps, 'db' | 'sessionCache'>,
  token: string,
): Promise<{ message: string }> {
  const row = await findValidOneTimeToken(deps.db, token, 'email_verification');
  if (!row) throw new BadInputError(M.verificationTokenInvalid);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeOneTimeToken(trx, row.id)))
      throw new BadInputError(M.verificationTokenInvalid);
    await markEmailVerified(trx, row.user_id);
  });
  await deps.sessionCache.changed({ userId: row.user_id });
  return { message: M.emailVerified };
}
