import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import type { SignUpInput } from '../../../shared/auth/auth-schemas';
import { BadInputError, ConflictError, ForbiddenError } from '../../errors';
import { claimInvitationForSignUp } from '../teams/invitations.service';
import { notifyAccount } from '../teams/team-events';
import { VERIFY_TOKEN_TTL_SECONDS, verifyEmailEmail } from './auth-emails';
import type { SessionPayload } from './auth-user';
import { sendVerificationInBackground } from './email-verification.service';
import { issueOneTimeToken } from './one-time-tokens.repository';
import { checkPasswordStrength, hashPassword } from './passwords';
import { consumeLimits } from './rate-limits';
import { type HttpCtx, startSession } from './session.service';
import { clientIp } from './sign-in.service';
import { answerTakenAddress } from './sign-up-taken';
import { emailExists, findUserById, insertAccount, insertUser } from './users.repository';

export type SignUpResult =
  | ({ status: 'signed-in' } & SessionPayload)
  | { status: 'verify-email'; message: string };

export function assertStrongPassword(password: string, email: string, field = 'password'): void {
  const reasons = checkPasswordStrength(password, email);
  if (reasons.length > 0) throw new BadInputError(reasons.join(' '), { [field]: reasons });
}

/**
 * Creates the user: in a new workspace it owns, or (with an invitation) in the inviting account.
 * With e-mail confirmation required, the verification mail goes out inside the transaction, so
 * a mail failure leaves no half-created user behind.
 */
export async function signUp(ctx: HttpCtx, input: SignUpInput): Promise<SignUpResult> {
  const { deps } = ctx;
  const { config } = deps;
  if (!config.auth.signupsEnabled && !input.inviteToken) {
    throw new ForbiddenError(M.signupDisabledServer);
  }
  await consumeLimits(deps, [['signUpIp', clientIp(ctx)]]);
  assertStrongPassword(input.password, input.email);
  const confirm = config.auth.requireEmailConfirmation && !input.inviteToken;
  if (await emailExists(deps.db, input.email)) {
    if (confirm) return answerTakenAddress(deps, input);
    throw new ConflictError(M.emailTaken, { email: [M.emailTaken] });
  }
  const passwordHash = await hashPassword(input.password);

  const userId = await deps.db.transaction().execute(async (trx) => {
    const membership = input.inviteToken
      ? await claimInvitationForSignUp(trx, input.inviteToken, input.email)
      : {
          accountId: await insertAccount(trx, `${input.name}'s workspace`, input.timeZone),
          role: 'owner' as const,
        };
    const id = await insertUser(trx, {
      ...membership,
      email: input.email,
      name: input.name,
      passwordHash,
      emailVerified: Boolean(input.inviteToken),
    }).catch((error: unknown) => {
      // Lost a race with a concurrent sign-up of the same address (unique lower(email)).
      if ((error as { code?: string }).code === '23505') {
        throw new ConflictError(M.emailTaken, { email: [M.emailTaken] });
      }
      throw error;
    });
    if (confirm) {
      const token = await issueOneTimeToken(
        trx,
        id,
        'email_verification',
        VERIFY_TOKEN_TTL_SECONDS,
      );
      await deps.mailer.send(verifyEmailEmail(config.http.appUrl, input.email, token));
    }
    return id;
  });

  if (confirm) return { status: 'verify-email', message: M.checkEmailForVerification };
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error('user vanished after sign-up');
  if (input.inviteToken) await notifyAccount(deps, user.account_id);
  else sendVerificationInBackground(deps, user);
  return { status: 'signed-in', ...(await startSession(ctx, user)) };
}
