import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import {
  Browser,
  expectError,
  fieldErrors,
  GOOD_PASSWORD,
  linkToken,
  signUpUser,
  uniqueEmail,
  waitForMail,
} from './auth-browser';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

const signUp = (browser: Browser, input: Record<string, unknown>) =>
  browser.mutation('auth.signUp', {
    name: 'Dana Roofer',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    ...input,
  });

describe('auth.signUp', () => {
  it('creates a workspace owned by the new user and signs them in at once', async () => {
    const browser = new Browser(url);
    const email = uniqueEmail('owner');
    const result = await signUp(browser, { email: `  ${email.toUpperCase()} `, name: 'Dana' });
    expect(result.error).toBeUndefined();
    expect(result.data.status).toBe('signed-in');
    expect(result.data.user).toMatchObject({
      email,
      name: 'Dana',
      role: 'owner',
      isAdmin: false,
      emailVerified: false,
      avatarUrl: null,
    });
    expect(new Date(result.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const account = await ctx.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select(['accounts.name', 'users.role', 'users.password_hash'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(account.name).toBe("Dana's workspace");
    expect(account.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const session = await browser.query('auth.session');
    expect(session.data.user.email).toBe(email);
  });

  it('rejects each invalid field with the form message under it', async () => {
    const result = await signUp(new Browser(url), {
      name: 'D',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(result.error?.data.httpStatus).toBe(400);
    expect(fieldErrors(result)).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters'],
      confirmPassword: ['Password must be at least 8 characters', 'Passwords do not match'],
    });
  });

  it('says the passwords do not match on the confirm field', async () => {
    const result = await signUp(new Browser(url), { confirmPassword: `${GOOD_PASSWORD}x` });
    expect(fieldErrors(result)).toEqual({ confirmPassword: ['Passwords do not match'] });
  });

  it('rejects a common password with the reason', async () => {
    const result = await signUp(new Browser(url), {
      password: 'iloveyou1',
      confirmPassword: 'iloveyou1',
    });
    expectError(
      result,
      'Password is known to be weak and easy to guess, please choose a different one.',
      400,
    );
    expect(fieldErrors(result)).toEqual({
      password: ['Password is known to be weak and easy to guess, please choose a different one.'],
    });
  });

  it('rejects a password containing the e-mail name, listing every reason', async () => {
    const result = await signUp(new Browser(url), {
      email: 'password@example.com',
      password: 'password',
      confirmPassword: 'password',
    });
    expectError(
      result,
      `Password is known to be weak and easy to guess, please choose a different one. Password should not contain your email address.`,
      400,
    );
    expect(fieldErrors(result).password).toEqual([
      'Password is known to be weak and easy to guess, please choose a different one.',
      'Password should not contain your email address.',
    ]);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const { email } = await signUpUser(new Browser(url));
    const result = await signUp(new Browser(url), { email: email.toUpperCase() });
    expectError(result, 'An account with this email already exists.', 409);
    expect(fieldErrors(result)).toEqual({ email: ['An account with this email already exists.'] });
  });

  it('mails a verification link that verifies the address once', async () => {
    const browser = new Browser(url);
    const { email } = await signUpUser(browser);
    const mail = await waitForMail(ctx, email, /Confirm your StormDialer e-mail/);
    expect(mail.text).toContain(`${ctx.config.http.appUrl}/auth/verify-email/`);
    const token = linkToken(mail, '/auth/verify-email');
    const verified = await browser.mutation('auth.verifyEmail', { token });
    expect(verified.data).toEqual({ message: 'Your email address has been verified.' });
    expect((await browser.query('auth.session')).data.user.emailVerified).toBe(true);
    expect((await browser.mutation('auth.resendVerification', {})).data).toEqual({
      message: 'Your email address is already verified.',
    });
    expectError(
      await browser.mutation('auth.verifyEmail', { token }),
      'This verification link is invalid or has expired.',
      400,
    );
    expect(fieldErrors(await browser.mutation('auth.verifyEmail', { token: '' }))).toEqual({
      token: ['Verification token is missing'],
    });
  });

  it('refuses an earlier verification link once a newer one has been sent', async () => {
    const browser = new Browser(url);
    const { email } = await signUpUser(browser);
    const subject = /Confirm your StormDialer e-mail/;
    const first = linkToken(await waitForMail(ctx, email, subject, 1), '/auth/verify-email');
    expect((await browser.mutation('auth.resendVerification', {})).data).toEqual({
      message: 'Verification email sent. Please check your inbox.',
    });
    const second = linkToken(await waitForMail(ctx, email, subject, 2), '/auth/verify-email');
    expect(second).not.toBe(first);
    expectError(
      await browser.mutation('auth.verifyEmail', { token: first }),
      'This verification link is invalid or has expired.',
      400,
    );
    expect((await browser.query('auth.session')).data.user.emailVerified).toBe(false);
    expect((await browser.mutation('auth.verifyEmail', { token: second })).data).toEqual({
      message: 'Your email address has been verified.',
    });
  });
});

const closed = await createTestContext({ SIGNUPS_ENABLED: 'false' });
const closedServer = await startTestServer(closed);

describe('auth.signUp when sign-ups are disabled', () => {
  it("fails with 'Signup is temporarily disabled' and creates nobody", async () => {
    const email = uniqueEmail();
    const result = await signUp(new Browser(closedServer.url), { email });
    expectError(result, 'Signup is temporarily disabled', 403);
    const row = await closed.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

const strict = await createTestContext({ REQUIRE_EMAIL_CONFIRMATION: 'true' });
const strictServer = await startTestServer(strict);

describe('auth.signUp with e-mail confirmation required', () => {
  it('issues no session, asks to check the e-mail, and signs in after verification', async () => {
    const browser = new Browser(strictServer.url);
    const email = uniqueEmail('confirm');
    const result = await signUp(browser, { email });
    expect(result.data).toEqual({
      status: 'verify-email',
      message: 'Please check your email for verification.',
    });
    expect(browser.cookies.size).toBe(0);
    expect((await browser.query('auth.session')).data).toBeNull();

    const early = await browser.mutation('auth.signIn', { email, password: GOOD_PASSWORD });
    expectError(early, 'Please verify your email address before signing in.', 401);

    const token = linkToken(await waitForMail(strict, email, /Confirm/), '/auth/verify-email');
    await browser.mutation('auth.verifyEmail', { token });
    const signedIn = await browser.mutation('auth.signIn', { email, password: GOOD_PASSWORD });
    expect(signedIn.data.user).toMatchObject({ email, emailVerified: true });
  });

  it('answers a taken e-mail exactly like a new sign-up and mails its owner to sign in or reset', async () => {
    const email = uniqueEmail('taken');
    expect((await signUp(new Browser(strictServer.url), { email })).error).toBeUndefined();
    const again = await signUp(new Browser(strictServer.url), {
      email: email.toUpperCase(),
      name: 'Someone Else',
      password: 'Other-Horse-Battery-4',
      confirmPassword: 'Other-Horse-Battery-4',
    });
    const fresh = await signUp(new Browser(strictServer.url), { email: uniqueEmail('fresh') });
    expect(again.status).toBe(200);
    expect(again.body).toBe(fresh.body);
    expect(again.data).toEqual({
      status: 'verify-email',
      message: 'Please check your email for verification.',
    });

    const mail = await waitForMail(
      strict,
      email,
      /^Someone tried to sign up with your e-mail address$/,
    );
    expect(mail.text).toContain(
      'If it was you, sign in instead, or reset your password if you forgot it.',
    );
    expect(mail.text).toContain('/auth/signin');
    expect(mail.text).toContain('/auth/forgot-password');
    // Nothing changed: one user, its name and password as before, no second confirmation mail.
    const users = await strict.db
      .selectFrom('users')
      .select('name')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .execute();
    expect(users).toEqual([{ name: 'Dana Roofer' }]);
    const verify = await strict.db
      .selectFrom('one_time_tokens')
      .innerJoin('users', 'users.id', 'one_time_tokens.user_id')
      .select('one_time_tokens.id')
      .where('users.email', '=', email)
      .execute();
    expect(verify).toHaveLength(1);
  });
});

const limited = await createTestContext({ RATE_LIMIT_SIGNUP_PER_IP: '2' });
const limitedServer = await startTestServer(limited);

describe('auth.signUp rate limit', () => {
  it('answers the third sign-up from one IP with the rate-limit message', async () => {
    const browser = new Browser(limitedServer.url, '203.0.113.7');
    expect((await signUp(browser, {})).error).toBeUndefined();
    expect((await signUp(browser, {})).error).toBeUndefined();
    expectError(
      await signUp(browser, {}),
      'Too many attempts. Please wait a few minutes and try again.',
      429,
    );
    expect((await signUp(new Browser(limitedServer.url, '203.0.113.8'), {})).error).toBeUndefined();
  });
});
