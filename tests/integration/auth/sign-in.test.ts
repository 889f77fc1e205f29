import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import {
  Browser,
  expectError,
  fieldErrors,
  GOOD_PASSWORD,
  signUpUser,
  uniqueEmail,
} from './auth-browser';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

describe('auth.signIn', () => {
  it('signs in with the right password and sets httpOnly SameSite=Lax session and device cookies', async () => {
    const { email } = await signUpUser(new Browser(url));
    const response = await fetch(`${url}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(3);
    expect(cookies.find((c) => c.startsWith('sd_device='))).toContain('Path=/trpc');
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^sd_(access|refresh|device)=/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure');
    }
    const body = (await response.json()) as { result: { data: { user: { email: string } } } };
    expect(body.result.data.user.email).toBe(email);
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    const { email } = await signUpUser(new Browser(url));
    const wrong = await new Browser(url).mutation('auth.signIn', {
      email,
      password: 'Wrong-pass-1',
    });
    expectError(wrong, 'Invalid email or password. Please try again.', 401);
    const unknown = await new Browser(url).mutation('auth.signIn', {
      email: uniqueEmail('nobody'),
      password: GOOD_PASSWORD,
    });
    expectError(unknown, 'Invalid email or password. Please try again.', 401);
  });

  it('validates the form fields with the spec messages', async () => {
    const result = await new Browser(url).mutation('auth.signIn', { email: 'nope', password: '' });
    expect(fieldErrors(result)).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password is required'],
    });
  });

  it('signs out: the session ends and the cookies are cleared', async () => {
    const browser = new Browser(url);
    await signUpUser(browser);
    const otherTab = browser.clone();
    expect((await browser.mutation('auth.signOut')).data).toEqual({ ok: true });
    expect(browser.cookies.size).toBe(0);
    expect((await browser.query('auth.session')).data).toBeNull();
    // A copy of the old cookies (another tab that missed the sign-out) is rejected too.
    expect((await otherTab.query('auth.session')).data).toBeNull();
    expect((await otherTab.query('teams.listMembers')).error?.data.httpStatus).toBe(401);
  });

  it('signing out while signed out still succeeds', async () => {
    expect((await new Browser(url).mutation('auth.signOut')).data).toEqual({ ok: true });
  });
});

describe('auth.isAdmin', () => {
  it('is false when signed out', async () => {
    expect((await new Browser(url).query('auth.isAdmin')).data).toBe(false);
  });

  it('is false for a regular user and true once is_admin is set', async () => {
    const browser = new Browser(url);
    const { email } = await signUpUser(browser);
    expect((await browser.query('auth.isAdmin')).data).toBe(false);
    const { id } = await ctx.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('email', '=', email)
      .returning('id')
      .executeTakeFirstOrThrow();
    // As admin.setAdmin does once the change commits (the cache served this session).
    await ctx.sessionCache.changed({ userId: id });
    expect((await browser.query('auth.isAdmin')).data).toBe(true);
    expect((await browser.query('auth.session')).data.user.isAdmin).toBe(true);
  });
});

const limited = await createTestContext({
  RATE_LIMIT_SIGNIN_PER_EMAIL_IP: '3',
  RATE_LIMIT_SIGNIN_PER_IP: '5',
  RATE_LIMIT_SIGNIN_PER_EMAIL: '8',
});
const server = await startTestServer(limited);

async function failFrom(ip: string, email: string) {
  const attempt = await new Browser(server.url, ip).mutation('auth.signIn', {
    email,
    password: 'Wrong-pass-1',
  });
  expectError(attempt, 'Invalid email or password. Please try again.');
}

describe('auth.signIn rate limits', () => {
  it('stops the fourth attempt on one e-mail from one address, not the owner elsewhere', async () => {
    const { email } = await signUpUser(new Browser(server.url, '198.51.100.1'));
    for (let i = 0; i < 3; i++) await failFrom('198.51.100.66', email);
    const blocked = await new Browser(server.url, '198.51.100.66').mutation('auth.signIn', {
      email,
      password: GOOD_PASSWORD,
    });
    expectError(blocked, 'Too many sign-in attempts. Please try again in 5 minutes.', 429);
    const owner = await new Browser(server.url, '203.0.113.7').mutation('auth.signIn', {
      email,
      password: GOOD_PASSWORD,
    });
    expect(owner.status).toBe(200);
  });

  it('stops one e-mail at its looser ceiling across many addresses', async () => {
    const { email } = await signUpUser(new Browser(server.url, '198.51.100.2'));
    for (let i = 0; i < 8; i++) await failFrom(`192.0.2.${10 + i}`, email);
    const blocked = await new Browser(server.url, '192.0.2.99').mutation('auth.signIn', {
      email,
      password: GOOD_PASSWORD,
    });
    expectError(blocked, 'Too many sign-in attempts. Please try again in 60 minutes.', 429);
  });

  it('stops the sixth attempt from one IP across e-mails', async () => {
    const browser = new Browser(server.url, '198.51.100.99');
    for (let i = 0; i < 5; i++) {
      const attempt = await browser.mutation('auth.signIn', {
        email: uniqueEmail(),
        password: 'x',
      });
      expectError(attempt, 'Invalid email or password. Please try again.');
    }
    expectError(
      await browser.mutation('auth.signIn', { email: uniqueEmail(), password: 'x' }),
      'Too many sign-in attempts. Please try again in 5 minutes.',
      429,
    );
  });
});
