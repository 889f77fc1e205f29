import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { Browser, expectError, signUpUser } from './auth-browser';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

async function signedIn() {
  const browser = new Browser(url);
  const { email } = await signUpUser(browser);
  return { browser, email };
}

/** Moves the revocation of every revoked refresh token back, as if `seconds` had passed. */
async function age(seconds: number) {
  await ctx.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`revoked_at - make_interval(secs => ${seconds})` })
    .where('revoked_at', 'is not', null)
    .execute();
}

describe('auth.refresh', () => {
  it('rotates the refresh token and keeps the session', async () => {
    const { browser, email } = await signedIn();
    const first = browser.cookies.get('sd_refresh');
    const result = await browser.mutation('auth.refresh');
    expect(result.data.user.email).toBe(email);
    const second = browser.cookies.get('sd_refresh');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await browser.query('auth.session')).data.user.email).toBe(email);
    const rows = await ctx.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === first || r.token_hash === second)).toBe(false);
  });

  it('gives a tab refreshing with the just-rotated token the current token (reuse window)', async () => {
    const { browser } = await signedIn();
    const tabB = browser.clone();
    await browser.mutation('auth.refresh');
    const active = browser.cookies.get('sd_refresh');
    const late = await tabB.mutation('auth.refresh');
    expect(late.error).toBeUndefined();
    expect(tabB.cookies.get('sd_refresh')).toBe(active);
    // Both tabs keep working.
    expect((await browser.mutation('auth.refresh')).error).toBeUndefined();
    expect((await browser.query('auth.session')).data).not.toBeNull();
  });

  it('refreshes from several tabs on the same tick without logging any of them out', async () => {
    const { browser } = await signedIn();
    const tabs = [browser, browser.clone(), browser.clone(), browser.clone()];
    const results = await Promise.all(tabs.map((tab) => tab.mutation('auth.refresh')));
    expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined, undefined]);
    expect(new Set(tabs.map((tab) => tab.cookies.get('sd_refresh'))).size).toBe(1);
    for (const tab of tabs) expect((await tab.query('auth.session')).data).not.toBeNull();
  });

  it('revokes the whole family when an old token is replayed after the window', async () => {
    const { browser } = await signedIn();
    const attacker = browser.clone();
    await browser.mutation('auth.refresh');
    await age(ctx.config.auth.refreshReuseWindowSeconds + 1);
    expectError(
      await attacker.mutation('auth.refresh'),
      'Invalid Refresh Token: Already Used',
      401,
    );
    // The legitimate holder is signed out too: its access token and its refresh token are dead.
    expect((await browser.query('auth.session')).data).toBeNull();
    expectError(await browser.mutation('auth.refresh'), 'Auth session missing!', 401);
  });

  it('revokes the family when a grandparent token is replayed inside the window', async () => {
    const { browser } = await signedIn();
    const stale = browser.clone();
    await browser.mutation('auth.refresh');
    await browser.mutation('auth.refresh');
    expectError(await stale.mutation('auth.refresh'), 'Invalid Refresh Token: Already Used', 401);
    expect((await browser.query('auth.session')).data).toBeNull();
  });

  it('refuses an expired refresh token and clears the cookies', async () => {
    const { browser, email } = await signedIn();
    await ctx.db
      .updateTable('refresh_tokens')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('session_id', 'in', (eb) =>
        eb
          .selectFrom('auth_sessions')
          .innerJoin('users', 'users.id', 'auth_sessions.user_id')
          .select('auth_sessions.id')
          .where('users.email', '=', email),
      )
      .execute();
    const tab = browser.clone();
    expectError(
      await browser.mutation('auth.refresh'),
      'Your session has expired. Please sign in again.',
      401,
    );
    expect(browser.cookies.has('sd_refresh')).toBe(false);
    // A tab whose access token has lapsed is signed out too, not renewed.
    tab.cookies.delete('sd_access');
    expect((await tab.query('auth.session')).data).toBeNull();
  });

  it('answers a missing or unknown refresh token as unauthenticated', async () => {
    expectError(await new Browser(url).mutation('auth.refresh'), 'Auth session missing!', 401);
    const forged = new Browser(url);
    forged.cookies.set('sd_refresh', 'not-a-real-token');
    expectError(
      await forged.mutation('auth.refresh'),
      'Invalid Refresh Token: Refresh Token Not Found',
      401,
    );
  });
});

describe('auth.session', () => {
  it('returns null when signed out', async () => {
    expect((await new Browser(url).query('auth.session')).data).toBeNull();
  });

  it('renews a lapsed access token from the refresh cookie', async () => {
    const { browser, email } = await signedIn();
    browser.cookies.delete('sd_access');
    const session = await browser.query('auth.session');
    expect(session.data.user.email).toBe(email);
    expect(browser.cookies.get('sd_access')).toBeTruthy();
  });

  it('rejects an access token whose session was revoked elsewhere', async () => {
    const { browser } = await signedIn();
    const user = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', (await browser.query('auth.session')).data.user.email)
      .executeTakeFirstOrThrow();
    const { revokeAllSessions } = await import('../../../server/modules/auth/sessions.repository');
    await revokeAllSessions(ctx.db, user.id);
    // As every product path does once the revocation commits (the cache served this session).
    await ctx.sessionCache.changed({ userId: user.id });
    expect((await browser.query('auth.session')).data).toBeNull();
    expect(
      (await browser.mutation('auth.updateProfile', { name: 'New Name' })).error?.data.httpStatus,
    ).toBe(401);
  });
});
