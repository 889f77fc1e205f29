import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readDevMailbox } from '../../../server/mail/dev-mailer';
import { freePort } from '../../helpers/ports';
import { spawnEntry } from '../../helpers/spawned-process';
import { cloneDatabase, dropDatabase, uniqueName } from '../../helpers/test-databases';
import { testEnv } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';
import { Browser, GOOD_PASSWORD, uniqueEmail } from '../auth/auth-browser';

const databaseUrl = await cloneDatabase(inject('databaseUrl'), inject('templateDatabase'));
const redis = new Redis(inject('redisUrl'));
afterAll(async () => {
  redis.disconnect();
  await dropDatabase(inject('databaseUrl'), new URL(databaseUrl).pathname.slice(1));
});
const port = await freePort();
const queuePrefix = uniqueName('mail');
const url = `http://127.0.0.1:${port}`;
// Development, no Resend key, every log line on: the dev mailer is in use and chatty.
const api = spawnEntry(
  'server/main.ts',
  testEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'trace',
    LOG_FORMAT: 'json',
    DATABASE_URL: databaseUrl,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: queuePrefix,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    REQUIRE_EMAIL_CONFIRMATION: 'true',
  }),
);
await api.line(/api ready at/);

function mailTo(to: string, subject: RegExp) {
  return waitFor(
    async () =>
      (await readDevMailbox(redis, queuePrefix)).find(
        (m) => m.to === to && subject.test(m.subject),
      ),
    { what: `mail to ${to} matching ${subject}` },
  );
}

const tokenIn = (text: string, path: string) =>
  decodeURIComponent(text.match(new RegExp(`${path}/([^\\s/?#]+)`))?.[1] ?? '');

describe('mail stays out of logs', () => {
  it('no log line of a sign-up, reset or invitation contains its token; the mailbox page has them', async () => {
    const owner = new Browser(url);
    const email = uniqueEmail('owner');
    await owner.mutation('auth.signUp', {
      name: 'Olive Owner',
      email,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    const verify = tokenIn((await mailTo(email, /Confirm/)).text, '/auth/verify-email');
    await owner.mutation('auth.verifyEmail', { token: verify });
    await owner.mutation('auth.signIn', { email, password: GOOD_PASSWORD });
    await owner.mutation('auth.requestPasswordReset', { email });
    const reset = tokenIn((await mailTo(email, /Reset/)).text, '/auth/reset-password');
    const invitee = uniqueEmail('invitee');
    const invited = await owner.mutation('teams.invite', { email: invitee, role: 'member' });
    expect(invited.error).toBeUndefined();
    const invite = tokenIn((await mailTo(invitee, /invited you/)).text, '/auth/accept-invite');
    // Opening the links puts the tokens in request paths too.
    await fetch(`${url}/auth/reset-password/${reset}`);
    await fetch(`${url}/auth/accept-invite/${invite}`);

    const page = await fetch(`${url}/dev/mailbox`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const token of [verify, reset, invite]) {
      expect(token.length).toBeGreaterThan(10);
      expect(html).toContain(token);
      expect(api.output()).not.toContain(token);
    }
    const mailboxLines = api
      .output()
      .split('\n')
      .filter((l) => l.includes(`${url}/dev/mailbox`));
    expect(mailboxLines).toHaveLength(1);
  });
});
