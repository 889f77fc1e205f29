import { describe, expect, it } from 'vitest';
import { limitState } from '../../../server/modules/auth/rate-limits';
import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import {
  Browser,
  expectError,
  GOOD_PASSWORD,
  linkToken,
  signUpUser,
  uniqueEmail,
  waitForMail,
} from './auth-browser';

// The shipped limits: 10 per (e-mail, IP) per 300 s, 30 per IP, 100 per e-mail per hour for
// untrusted clients, 10 per trusted device per hour.
const ctx = await createTestContext({
  RATE_LIMIT_SIGNIN_PER_IP: '30',
  RATE_LIMIT_SIGNIN_PER_EMAIL_IP: '10',
  RATE_LIMIT_SIGNIN_PER_EMAIL: '100',
  RATE_LIMIT_SIGNIN_PER_DEVICE: '10',
});
const { url } = await startTestServer(ctx);

const NEW_PASSWORD = 'Another-Horse-Staple-7';
const GUESSERS = Array.from({ length: 11 }, (_, i) => `198.51.100.${10 + i}`);
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const [before = '', after = ''] = M.signInLocked('\u0000').split('\u0000');
const LOCKED = new RegExp(`^${escapeRe(before)}(\\d+) minutes?${escapeRe(after)}$`);

function lockedFor(message: string | undefined): number {
  const match = LOCKED.exec(message ?? '');
  if (!match?.[1]) throw new Error(`not the lockout message: ${message}`);
  return Number(match[1]);
}

const signIn = (browser: Browser, email: string, password = GOOD_PASSWORD) =>
  browser.mutation('auth.signIn', { email, password });

/** An owner who signed in once on their laptop, which now holds a device cookie. */
async function ownerWithLaptop() {
  const { email } = await signUpUser(new Browser(url, '203.0.113.5'));
  const laptop = new Browser(url, '203.0.113.5');
  expect((await signIn(laptop, email)).status).toBe(200);
  expect(laptop.cookies.get('sd_device')).toBeTruthy();
  return { email, laptop };
}

/** 110 wrong passwords: ten from each of eleven addresses. Counts the two answers. */
async function guess110(email: string) {
  const answers = { wrong: 0, locked: 0, lockedMinutes: new Set<number>() };
  for (const ip of GUESSERS) {
    for (let i = 0; i < 10; i++) {
      const attempt = await signIn(new Browser(url, ip), email, `Guess-${ip}-${i}`);
      if (attempt.error?.message === M.invalidCredentials) answers.wrong += 1;
      else {
        expect(attempt.status).toBe(429);
        answers.lockedMinutes.add(lockedFor(attempt.error?.message));
        answers.locked += 1;
      }
    }
  }
  return answers;
}

async function resetPassword(browser: Browser, email: string, password: string) {
  expect((await browser.mutation('auth.requestPasswordReset', { email })).status).toBe(200);
  const mail = await waitForMail(ctx, email, /Reset your StormDialer password/);
  const token = linkToken(mail, '/auth/reset-password');
  const reset = await browser.mutation('auth.resetPassword', {
    token,
    password,
    confirmPassword: password,
  });
  expect(reset.error).toBeUndefined();
}

async function expectGuessersStillRefused(email: string) {
  for (const ip of GUESSERS) {
    const state = await limitState(ctx, 'signInEmailIp', `${email}|${ip}`);
    expect(state?.remaining).toBe(0);
    expect(state?.msBeforeNext).toBeGreaterThan(0);
    expect(state?.msBeforeNext).toBeLessThanOrEqual(300_000);
  }
}

describe('sign-in lockout with device cookies (OWASP)', () => {
  it('110 guesses from 11 addresses lock out strangers, not the owner on a trusted device or after a reset', async () => {
    const { email, laptop } = await ownerWithLaptop();
    const answers = await guess110(email);
    // 100 failures per e-mail per hour for untrusted clients; the eleventh address is refused.
    expect(answers).toMatchObject({ wrong: 100, locked: 10 });
    expect([...answers.lockedMinutes].every((m) => m > 55 && m <= 60)).toBe(true);
    await expectGuessersStillRefused(email);

    // The owner's laptop signs in at once, from home and from a guessing address (shared NAT).
    expect((await signIn(laptop, email)).status).toBe(200);
    expect((await signIn(laptop.from(GUESSERS[0]!), email)).status).toBe(200);

    // A new device is locked out until the owner resets the password; then it signs in at once.
    const phone = new Browser(url, '203.0.113.77');
    const refused = await signIn(phone, email);
    expect(refused.status).toBe(429);
    expect(lockedFor(refused.error?.message)).toBeGreaterThan(55);
    await resetPassword(phone, email, NEW_PASSWORD);
    expect((await signIn(phone, email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(new Browser(url, '203.0.113.78'), email, NEW_PASSWORD)).status).toBe(200);

    // The reset did not free the guessing addresses: each stays refused for its 300 s window.
    await expectGuessersStillRefused(email);
    const guesser = await signIn(new Browser(url, GUESSERS[3]), email, NEW_PASSWORD);
    expect(guesser.status).toBe(429);
    expect(lockedFor(guesser.error?.message)).toBeLessThanOrEqual(5);
  });

  it('a trusted device has its own 10 failures an hour, and a reset gives them back', async () => {
    const { email, laptop } = await ownerWithLaptop();
    for (let i = 0; i < 10; i++) {
      expectError(await signIn(laptop, email, `Typo-${i}-pass`), M.invalidCredentials, 401);
    }
    const locked = await signIn(laptop, email);
    expect(locked.status).toBe(429);
    expect(lockedFor(locked.error?.message)).toBeGreaterThan(55);
    // The device's failures did not touch the account's budget for other clients.
    expect((await limitState(ctx, 'signInEmail', email))?.consumed ?? 0).toBe(0);
    expect((await signIn(new Browser(url, '203.0.113.90'), email)).status).toBe(200);

    await resetPassword(new Browser(url, '203.0.113.91'), email, NEW_PASSWORD);
    expect((await signIn(laptop, email, NEW_PASSWORD)).status).toBe(200);
  });

  it("counts a device cookie of another user, or a forged one, as an untrusted client's", async () => {
    const { laptop } = await ownerWithLaptop();
    const { email: victim } = await signUpUser(new Browser(url, '203.0.113.6'));
    expectError(await signIn(laptop, victim, 'Wrong-pass-1'), M.invalidCredentials, 401);
    expect((await limitState(ctx, 'signInEmail', victim))?.consumed).toBe(1);

    const forger = new Browser(url, '203.0.113.7');
    const [header, , signature] = (laptop.cookies.get('sd_device') ?? '').split('.');
    const claims = Buffer.from(JSON.stringify({ sub: 'x', jti: 'y', aud: 'stormdialer:device' }));
    forger.cookies.set('sd_device', `${header}.${claims.toString('base64url')}.${signature}`);
    expectError(await signIn(forger, victim, 'Wrong-pass-2'), M.invalidCredentials, 401);
    expect((await limitState(ctx, 'signInEmail', victim))?.consumed).toBe(2);
  });

  it('a successful sign-in is not counted as a failure', async () => {
    const email = uniqueEmail();
    await signUpUser(new Browser(url, '203.0.113.8'), email);
    expectError(
      await signIn(new Browser(url, '203.0.113.8'), email, 'Wrong-3'),
      M.invalidCredentials,
    );
    expect((await signIn(new Browser(url, '203.0.113.8'), email)).status).toBe(200);
    expect((await limitState(ctx, 'signInEmail', email))?.consumed).toBe(1);
    expect((await limitState(ctx, 'signInEmailIp', `${email}|203.0.113.8`))?.consumed).toBe(1);
  });
});
