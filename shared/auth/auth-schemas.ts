import { z } from 'zod';
import { AUTH_MESSAGES as M } from './auth-messages';

/** Trimmed, lower-cased, valid e-mail address. */
export const EmailSchema = z
  .string({ error: M.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: M.invalidEmail }));

const NameSchema = z.string({ error: M.nameTooShort }).trim().min(2, M.nameTooShort).max(100);
const NewPasswordSchema = z
  .string({ error: M.passwordTooShort })
  .min(8, M.passwordTooShort)
  .max(72, 'Password must be at most 72 characters');

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
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
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
    inviteToken: z.string().trim().min(1).max(200).optional(),
  })
  .superRefine(matching<{ password: string; confirmPassword: string }>('password'));
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: NewPasswordSchema })
  .superRefine(matching<{ password: string; confirmPassword: string }>('password'));

export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: M.resetTokenMissing }).trim().min(1, M.resetTokenMissing).max(200),
    password: NewPasswordSchema,
    confirmPassword: NewPasswordSchema,
  })
  .superRefine(matching<{ password: string; confirmPassword: string }>('password'));

export const UpdatePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: M.currentPasswordRequired })
      .min(1, M.currentPasswordRequired),
    newPassword: NewPasswordSchema,
    confirmPassword: NewPasswordSchema,
  })
  .superRefine(matching<{ newPassword: string; confirmPassword: string }>('newPassword'));

export const UpdateProfileSchema = z.object({ name: NameSchema });

export const VerifyEmailSchema = z.object({
  token: z
    .string({ error: M.verificationTokenMissing })
    .trim()
    .min(1, M.verificationTokenMissing)
    .max(200),
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
