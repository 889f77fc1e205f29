import {
  ForgotPasswordSchema,
  ResendVerificationSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  UpdatePasswordSchema,
  UpdateProfileSchema,
  VerifyEmailSchema,
} from '../../../shared/auth/auth-schemas';
import { authedProcedure, publicProcedure, router } from '../../trpc';
import { resendVerification, verifyEmail } from './email-verification.service';
import { requestPasswordReset, resetPassword, updatePassword } from './passwords.service';
import { updateProfile } from './profile.service';
import { currentSession, endSession, refreshSession } from './session.service';
import { signIn } from './sign-in.service';
import { signUp } from './sign-up.service';

export const authRouter = router({
  signUp: publicProcedure.input(SignUpSchema).mutation(({ ctx, input }) => signUp(ctx, input)),
  signIn: publicProcedure.input(SignInSchema).mutation(({ ctx, input }) => signIn(ctx, input)),
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    await endSession(ctx);
    return { ok: true as const };
  }),
  session: publicProcedure.query(({ ctx }) => currentSession(ctx)),
  refresh: publicProcedure.mutation(({ ctx }) => refreshSession(ctx)),

  requestPasswordReset: publicProcedure
    .input(ForgotPasswordSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email)),
  resetPassword: publicProcedure
    .input(ResetPasswordSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input)),
  updatePassword: authedProcedure
    .input(UpdatePasswordSchema)
    .mutation(({ ctx, input }) => updatePassword(ctx.deps, ctx.user, input)),
  updateProfile: authedProcedure
    .input(UpdateProfileSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.user, input)),

  resendVerification: publicProcedure
    .input(ResendVerificationSchema)
    .mutation(({ ctx, input }) => resendVerification(ctx, input?.email)),
  verifyEmail: publicProcedure
    .input(VerifyEmailSchema)
    .mutation(({ ctx, input }) => verifyEmail(ctx.deps, input.token)),

  /** Whether this deployment asks new users to confirm their e-mail (Settings hides the badge if not). */
  emailConfirmation: authedProcedure.query(({ ctx }) => ({
    required: ctx.deps.config.auth.requireEmailConfirmation,
  })),

  /** The spec's is_admin(): false when signed out (the client also treats an error as false). */
  isAdmin: publicProcedure.query(({ ctx }) => ctx.user?.isAdmin === true),
});
