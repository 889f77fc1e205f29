import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import type { AppDeps } from '../../deps';
import { signUpAttemptEmail } from './auth-emails';
import { hashPassword } from './passwords';

/**
 * With e-mail confirmation on, a sign-up with a taken address answers exactly like a new one
 * (same text, a password hashed, one mail sent), so the form cannot tell who has an account; the
 * address's owner learns of the attempt instead.
 */
export async function answerTakenAddress(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  input: { email: string; password: string },
): Promise<{ status: 'verify-email'; message: string }> {
  await hashPassword(input.password);
  await deps.mailer.send(signUpAttemptEmail(deps.config.http.appUrl, input.email));
  return { status: 'verify-email', message: M.checkEmailForVerification };
}
