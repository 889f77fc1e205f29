import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../../../server/auth/session-cache';
import { createProducerConnection } from '../../../server/queue/connection';
import { recordingDb } from '../../helpers/recording-db';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { waitFor } from '../../helpers/wait-for';
import { callerFor, createOwner, inviteAndGetToken, STRONG_PASSWORD } from '../teams/team-fixtures';
import { Browser, linkToken, signUpUser, waitForMail } from './auth-browser';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const recording = recordingDb(ctx);
const recorded = await startTestServer({ ...ctx, db: recording.db });

/** Another API process on the same database and Redis: its own cache and subscriber. */
async function otherProcess() {
  const subscriber = createProducerConnection(ctx.config.redis.url, ctx.logger, {
    autoResubscribe: false,
  });
  const cache = new SessionCache(
    subscriber,
    ctx.redis,
    `${ctx.config.redis.queuePrefix}:sessions-changed`,
    ctx.logger,
  );
  afterAll(() => cache.close());
  await waitFor(async () => cache.connected, { timeoutMs: 5_000, what: 'subscribed cache' });
  const { url: otherUrl } = await startTestServer({ ...ctx, sessionCache: cache });
  return { url: otherUrl, cache, subscriber };
}

/** The same browser's cookies, sent to another process. */
function sameBrowserOn(browser: Browser, baseUrl: string): Browser {
  const other = new Browser(baseUrl);
  for (const [k, v] of browser.cookies) other.cookies.set(k, v);
  return other;
}

/** A signed-in browser whose session the cache has already served once. */
async function warmSession(baseUrl = url) {
  const browser = new Browser(baseUrl);
  const { email } = await signUpUser(browser);
  expect((await browser.query('teams.listMembers')).status).toBe(200);
  return { browser, email };
}

function expectSignedOut(result: { status: number; error?: { message: string } }) {
  expect(result.status).toBe(401);
  expect(result.error?.message).toBe('You need to sign in.');
}

/** A member who joined `owner`'s workspace by invitation, signed in over HTTP and warmed. */
async function warmMember(role: 'owner' | 'member') {
  const owner = await createOwner(ctx);
  const email = `member-${Date.now().toString(36)}-${role}@example.test`;
  const { token } = await inviteAndGetToken(ctx, owner, email, role);
  const browser = new Browser(url);
  const signUp = await browser.mutation('auth.signUp', {
    name: 'Joined Jo',
    email,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    inviteToken: token,
  });
  expect(signUp.error).toBeUndefined();
  expect((await browser.query('teams.listMembers')).status).toBe(200);
  return { owner, browser, userId: signUp.data.user.id as string };
}

describe('the session cache', () => {
  it('serves a warm session without reading a session row', async () => {
    const { browser } = await warmSession(recorded.url);
    recording.sent.length = 0;
    expect((await browser.query('teams.listMembers')).status).toBe(200);
    expect(recording.sent.length).toBeGreaterThan(0);
    expect(recording.sent.filter((q) => q.sql.includes('auth_sessions'))).toEqual([]);
  });

  it('refuses the old session on the very next request after sign-out', async () => {
    const { browser } = await warmSession();
    const stolen = browser.clone();
    expect((await browser.mutation('auth.signOut')).status).toBe(200);
    expectSignedOut(await stolen.query('teams.listMembers'));
  });

  it('refuses every old session on the very next request after a password reset', async () => {
    const { browser, email } = await warmSession();
    await new Browser(url).mutation('auth.requestPasswordReset', { email });
    const mail = await waitForMail(ctx, email, /Reset your StormDialer password/);
    const reset = await new Browser(url).mutation('auth.resetPassword', {
      token: linkToken(mail, '/auth/reset-password'),
      password: 'Fresh-Lantern-Orchard-47',
      confirmPassword: 'Fresh-Lantern-Orchard-47',
    });
    expect(reset.error).toBeUndefined();
    expectSignedOut(await browser.query('teams.listMembers'));
  });

  it('refuses an owner-only action on the very next request after a demotion', async () => {
    const { owner, browser, userId } = await warmMember('owner');
    const rename = { name: 'Renamed by the soon demoted' };
    expect((await browser.mutation('teams.renameWorkspace', rename)).status).toBe(200);
    await callerFor(ctx, owner).teams.changeRole({ userId, role: 'member' });
    const refused = await browser.mutation('teams.renameWorkspace', rename);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('Only account owners can do this.');
  });

  it('refuses the old session on the very next request after removal', async () => {
    const { owner, browser, userId } = await warmMember('member');
    await callerFor(ctx, owner).teams.removeMember({ userId });
    expectSignedOut(await browser.query('teams.listMembers'));
  });

  it('drops a session another process revoked once it hears of it', async () => {
    const other = await otherProcess();
    const { browser } = await warmSession();
    const elsewhere = sameBrowserOn(browser, other.url);
    expect((await elsewhere.query('teams.listMembers')).status).toBe(200);
    expect((await browser.mutation('auth.signOut')).status).toBe(200);
    // Well inside the 30 s an entry lives: only the message can have dropped it.
    await waitFor(async () => (await elsewhere.query('teams.listMembers')).status === 401, {
      timeoutMs: 5_000,
      what: 'the other process to refuse the revoked session',
    });
  });

  it('is bypassed while its subscriber is disconnected, and flushed when it reconnects', async () => {
    const other = await otherProcess();
    const revokedWhileAway = await warmSession(other.url);
    const lostMessage = await warmSession(other.url);
    other.subscriber.disconnect();
    await waitFor(async () => !other.cache.connected, { timeoutMs: 5_000, what: 'disconnect' });

    // Signed out through the first process: its message cannot reach the disconnected one.
    const here = sameBrowserOn(revokedWhileAway.browser, url);
    expect((await here.mutation('auth.signOut')).status).toBe(200);
    expectSignedOut(await revokedWhileAway.browser.query('teams.listMembers'));

    // Revoked with no message at all: only the flush on reconnect can forget the cached entry.
    await ctx.db
      .updateTable('auth_sessions')
      .set({ revoked_at: sql`now()` })
      .where(
        'user_id',
        '=',
        ctx.db.selectFrom('users').select('id').where('email', '=', lostMessage.email),
      )
      .execute();
    await other.subscriber.connect();
    await waitFor(async () => other.cache.connected, { timeoutMs: 5_000, what: 'resubscribe' });
    expectSignedOut(await lostMessage.browser.query('teams.listMembers'));
  });
});
