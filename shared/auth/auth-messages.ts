/** Every text the auth screens and procedures show, in one place (asserted verbatim in tests). */
export const AUTH_MESSAGES = {
  // Form validation (spec section 5)
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  nameTooShort: 'Name must be at least 2 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',

  // Sign in
  invalidCredentials: 'Invalid email or password. Please try again.',
  signInFailed: 'Failed to sign in. Please check your credentials.',
  emailNotConfirmed: 'Please verify your email address before signing in.',
  signedIn: 'Signed in successfully!',
  signInLocked: (wait: string) => `Too many sign-in attempts. Please try again in ${wait}.`,

  // Sign up
  signUpFailed: 'Failed to create account. Please try again.',
  signupDisabledServer: 'Signup is temporarily disabled',
  signupDisabled: 'Sign-ups are currently disabled. Please contact support for more information.',
  emailTaken: 'An account with this email already exists.',
  checkEmailForVerification: 'Please check your email for verification.',

  // Sign out
  signedOut: 'Signed out successfully',
  signOutFailed: 'Failed to sign out. Please try again.',

  // Forgot / reset password
  resetSendFailed: 'Failed to send reset instructions. Please try again.',
  resetInstructionsSent: 'Password reset instructions sent to your email address.',
  resetSentState:
    'If an account exists with the email you provided, you will receive password reset instructions shortly.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetTokenMissing: 'Reset token is missing',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordResetDone: 'Password has been reset successfully. Please sign in.',

  // Password change / strength (GoTrue 4.1, 4.4)
  samePassword: 'New password should be different from the old password.',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordUpdated: 'Your password has been updated.',
  weakLength: 'Password should be at least 8 characters.',
  weakCommon: 'Password is known to be weak and easy to guess, please choose a different one.',
  weakContainsEmail: 'Password should not contain your email address.',

  // E-mail verification
  verificationTokenInvalid: 'This verification link is invalid or has expired.',
  verificationTokenMissing: 'Verification token is missing',
  emailVerified: 'Your email address has been verified.',
  verificationSent: 'Verification email sent. Please check your inbox.',
  alreadyVerified: 'Your email address is already verified.',

  // Sessions
  sessionMissing: 'Auth session missing!',
  refreshTokenNotFound: 'Invalid Refresh Token: Refresh Token Not Found',
  refreshTokenReused: 'Invalid Refresh Token: Already Used',
  sessionExpired: 'Your session has expired. Please sign in again.',
  verifyingAuth: 'Verifying your authentication...',

  // Shared
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  mailFailed: 'We could not send the e-mail. Please try again.',
  profileUpdated: 'Your profile has been updated.',
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;
