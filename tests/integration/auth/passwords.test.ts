import { sql } from 'kysely';
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
const NEW_PASSWORD = 'Fresh-Shingles-2026';

async function accountEvents(email: string) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'account_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const key = `${ctx.config.redis.queuePrefix}:events:account:${user.account_id}`;
  const entries = await ctx.redis.xrange(key, '-', '+');
  return { userId: user.id, events: entries.map(([, fields]) => JSON.parse(fields[1] ?? '{}')) };
}

/** Asks for a reset link and answers the token of the `nth` reset mail to that address. */
async function requestResetToken(browser: Browser, email: string, nth = 1): Promise<string> {
  const result = await browser.mutation('auth.requestPasswordReset', { email });
  expect(result.data).toEqual({
    message: 'Password reset instructions sent to your email address.',
  });
  const mail = await waitForMail(ctx, email, /Reset your StormDialer password/, nth);
  expect(mail.text).toContain(`${ctx.config.http.appUrl}/auth/reset-password/`);
  return linkToken(mail, '/auth/reset-password');
}

describe('auth.requestPasswordReset', () => {
  it('answers an unknown e-mail exactly like a known one', async () => {
    const { email } = await signUpUser(new Browser(url));
    const known = await new Browser(url).mutation('auth.requestPasswordReset', { email });
    const unknown = await new Browser(url).mutation('auth.requestPasswordReset', {
      email: uniqueEmail('ghost'),
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
  });

  it('validates the e-mail', async () => {
    const result = await new Browser(url).mutation('auth.requestPasswordReset', { email: 'x' });
    expect(fieldErrors(result)).toEqual({ email: ['Please enter a valid email address'] });
  });
});

describe('auth.resetPassword', () => {
  it('sets the new password from the mailed link and ends every session', async () => {
    const browser = new Browser(url);
    const { email } = await signUpUser(browser);
    const token = await requestResetToken(new Browser(url), email);
    const result = await new Browser(url).mutation('auth.resetPassword', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(result.data).toEqual({
      message: 'Password has been reset successfully. Please sign in.',
    });
    expect((await browser.query('auth.session')).data).toBeNull();
    const { userId, events } = await accountEvents(email);
    expect(events).toContainEqual({ type: 'session.revoked', userId, keepSessionId: null });

    const old = await new Browser(url).mutation('auth.signIn', { email, password: GOOD_PASSWORD });
    expectError(old, 'Invalid email or password. Please try again.');
    const fresh = await new Browser(url).mutation('auth.signIn', { email, password: NEW_PASSWORD });
    expect(fresh.data.user.email).toBe(email);
  });

  it('refuses a used link', async () => {
    const { email } = await signUpUser(new Browser(url));
    const token = await requestResetToken(new Browser(url), email);
    const input = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await new Browser(url).mutation('auth.resetPassword', input)).error).toBeUndefined();
    const again = { ...input, password: 'Another-Roof-77', confirmPassword: 'Another-Roof-77' };
    expectError(
      await new Browser(url).mutation('auth.resetPassword', again),
      'This password reset link is invalid or has expired.',
      400,
    );
  });

  it('refuses an earlier link once a newer one has been sent', async () => {
    const { email } = await signUpUser(new Browser(url));
    const first = await requestResetToken(new Browser(url), email, 1);
    const second = await requestResetToken(new Browser(url), email, 2);
    expect(second).not.toBe(first);
    const reset = (token: string) =>
      new Browser(url).mutation('auth.resetPassword', {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
    expectError(await reset(first), 'This password reset link is invalid or has expired.', 400);
    expect((await reset(second)).data).toEqual({
      message: 'Password has been reset successfully. Please sign in.',
    });
  });

  it('refuses an expired link', async () => {
    const { email } = await signUpUser(new Browser(url));
    const token = await requestResetToken(new Browser(url), email);
    await ctx.db
      .updateTable('one_time_tokens')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('purpose', '=', 'password_reset')
      .execute();
    const result = await new Browser(url).mutation('auth.resetPassword', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expectError(result, 'This password reset link is invalid or has expired.', 400);
  });

  it("says 'Reset token is missing' without a token", async () => {
    const result = await new Browser(url).mutation('auth.resetPassword', {
      token: '',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(fieldErrors(result)).toEqual({ token: ['Reset token is missing'] });
    const absent = await new Browser(url).mutation('auth.resetPassword', {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(fieldErrors(absent)).toEqual({ token: ['Reset token is missing'] });
  });

  it('checks length, match, strength and sameness, keeping the link usable', async () => {
    const { email } = await signUpUser(new Browser(url));
    const token = await requestResetToken(new Browser(url), email);
    const reset = (password: string, confirmPassword = password) =>
      new Browser(url).mutation('auth.resetPassword', { token, password, confirmPassword });
    expect(fieldErrors(await reset('short'))).toEqual({
      password: ['Password must be at least 8 characters'],
      confirmPassword: ['Password must be at least 8 characters'],
    });
    expect(fieldErrors(await reset(NEW_PASSWORD, `${NEW_PASSWORD}!`))).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
    expectError(
      await reset('qwertyuiop'),
      'Password is known to be weak and easy to guess, please choose a different one.',
      400,
    );
    expectError(
      await reset(GOOD_PASSWORD),
      'New password should be different from the old password.',
      400,
    );
    expect((await reset(NEW_PASSWORD)).data).toEqual({
      message: 'Password has been reset successfully. Please sign in.',
    });
  });
});

describe('auth.updatePassword', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const browser = new Browser(url);
    const { email } = await signUpUser(browser);
    const otherDevice = new Browser(url);
    await otherDevice.mutation('auth.signIn', { email, password: GOOD_PASSWORD });
    const result = await browser.mutation('auth.updatePassword', {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(result.data).toEqual({ message: 'Your password has been updated.' });
    expect((await browser.query('auth.session')).data.user.email).toBe(email);
    expect((await otherDevice.query('auth.session')).data).toBeNull();
    expectError(await otherDevice.mutation('auth.refresh'), 'Auth session missing!');
    const { userId, events } = await accountEvents(email);
    const revoked = events.find((e) => e.type === 'session.revoked');
    expect(revoked).toMatchObject({ userId });
    expect(revoked.keepSessionId).toEqual(expect.any(String));
  });

  it('refuses a wrong current password, the same password and a weak one', async () => {
    const browser = new Browser(url);
    const { email } = await signUpUser(browser, uniqueEmail('roofer'));
    const local = email.split('@')[0] ?? '';
    const change = (currentPassword: string, newPassword: string) =>
      browser.mutation('auth.updatePassword', {
        currentPassword,
        newPassword,
        confirmPassword: newPassword,
      });
    expect(fieldErrors(await change('', NEW_PASSWORD))).toEqual({
      currentPassword: ['Current password is required'],
    });
    const wrong = await change('Not-my-password', NEW_PASSWORD);
    expectError(wrong, 'Current password is incorrect.', 400);
    expect(fieldErrors(wrong)).toEqual({ currentPassword: ['Current password is incorrect.'] });
    expectError(
      await change(GOOD_PASSWORD, GOOD_PASSWORD),
      'New password should be different from the old password.',
      400,
    );
    const weak = await change(GOOD_PASSWORD, `My-${local.toUpperCase()}-pass`);
    expectError(weak, 'Password should not contain your email address.', 400);
    expect(fieldErrors(weak)).toEqual({
      newPassword: ['Password should not contain your email address.'],
    });
  });

  it('requires a signed-in user', async () => {
    const result = await new Browser(url).mutation('auth.updatePassword', {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(result.error?.data.httpStatus).toBe(401);
  });
});

describe('auth.updateProfile', () => {
  it('renames the user', async () => {
    const browser = new Browser(url);
    await signUpUser(browser);
    const result = await browser.mutation('auth.updateProfile', { name: '  Riley Roofs ' });
    expect(result.data.name).toBe('Riley Roofs');
    expect((await browser.query('auth.session')).data.user.name).toBe('Riley Roofs');
    expect(fieldErrors(await browser.mutation('auth.updateProfile', { name: 'R' }))).toEqual({
      name: ['Name must be at least 2 characters'],
    });
  });
});

const limited = await createTestContext({ RATE_LIMIT_RESET_PER_EMAIL: '2' });
const server = await startTestServer(limited);

describe('auth.requestPasswordReset rate limit', () => {
  it('stops the third request for one e-mail', async () => {
    const email = uniqueEmail();
    const ask = (ip: string) =>
      new Browser(server.url, ip).mutation('auth.requestPasswordReset', { email });
    expect((await ask('192.0.2.1')).error).toBeUndefined();
    expect((await ask('192.0.2.2')).error).toBeUndefined();
    expectError(
      await ask('192.0.2.3'),
      'Too many attempts. Please wait a few minutes and try again.',
      429,
    );
  });
});
