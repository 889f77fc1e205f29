import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';
import { INPUT_LIMITS, INPUT_MESSAGES } from '../validation/input-limits';
import { AccountTimeZoneSchema } from '../weekly-report/weekly-report-inputs';
import { AUTH_MESSAGES as M } from './auth-messages';

/** Trimmed, lower-cased, valid e-mail address of at most 254 characters (local part ≤ 64). */
export const EmailSchema = z
  .string({ error: M.invalidEmail })
  .max(INPUT_LIMITS.email, INPUT_MESSAGES.emailTooLong)
  .trim()
  .toLowerCase()
  .refine(
    (email) => email.split('@')[0]!.length <= INPUT_LIMITS.emailLocalPart,
    INPUT_MESSAGES.emailTooLong,
  )
  .pipe(z.email({ error: M.invalidEmail }));

const NameSchema = singleLineText(
  INPUT_LIMITS.name,
  INPUT_MESSAGES.tooLong(INPUT_LIMITS.name),
  M.nameTooShort,
).min(2, M.nameTooShort);
const PASSWORD_TOO_LONG = `Password must be at most ${INPUT_LIMITS.password} characters`;
const NewPasswordSchema = z
  .string({ error: M.passwordTooShort })
  .min(8, M.passwordTooShort)
  .max(INPUT_LIMITS.password, PASSWORD_TOO_LONG);
/** A password being checked (sign-in, current password): any text, bounded like a new one. */
const GivenPasswordSchema = (required: string) =>
  z.string({ error: required }).min(1, required).max(INPUT_LIMITS.password, PASSWORD_TOO_LONG);
/** A token from a link: opaque, bounded, printable. */
const LinkTokenSchema = (missing: string) =>
  singleLineText(INPUT_LIMITS.token, INPUT_MESSAGES.tooLong(INPUT_LIMITS.token), missing).min(
    1,
    missing,
  );

/** Adds 'Passwords do not match' on the confirm field. */
function matching<T extends { confirmPassword: string }>(key: Exclude<keyof T, 'confirmPassword'>) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value[key] !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: M.passwordsDoNotMatch, path: ['confirmPassword'] });
    }
  };
}

export const SignInSchema = z.object({
  email: EmailSchema,
  password: GivenPasswordSchema(M.passwordRequired),
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const SignUpFormSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: NewPasswordSchema,
  })
  .superRefine(matching<{ password: string; confirmPassword: string }>('password'));

export const SignUpSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: NewPasswordSchema,
    inviteToken: LinkTokenSchema(M.resetTokenMissing).optional(),
    /** The browser's zone: a new account's time zone (ignored when joining by invitation). */
    timeZone: AccountTimeZoneSchema.optional(),
  })
  .superRefine(matching<{ password: string; confirmPassword: string }>('password'));
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: NewPasswordSchema })
  .superRefine(matching<{ password: string; confirmPassword: string }>('password'));

export const ResetPasswordSchema = z
  .object({
    token: LinkTokenSchema(M.resetTokenMissing),
    password: NewPasswordSchema,
    confirmPassword: NewPasswordSchema,
  })
  .superRefine(matching<{ password: string; confirmPassword: string }>('password'));

export const UpdatePasswordSchema = z
  .object({
    currentPassword: GivenPasswordSchema(M.currentPasswordRequired),
    newPassword: NewPasswordSchema,
    confirmPassword: NewPasswordSchema,
  })
  .superRefine(matching<{ newPassword: string; confirmPassword: string }>('newPassword'));

export const UpdateProfileSchema = z.object({ name: NameSchema });

export const VerifyEmailSchema = z.object({
  token: LinkTokenSchema(M.verificationTokenMissing),
});

/** Signed in: resend to yourself. Signed out (e-mail confirmation mode): name the address. */
export const ResendVerificationSchema = z.object({ email: EmailSchema.optional() }).optional();

/** Field errors of a failed parse, first message per field (for forms). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}
