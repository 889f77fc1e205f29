import { afterAll, describe, expect, it } from 'vitest';
import { UnavailableError } from '../../../server/errors';
import { DevMailer, devMailboxKey } from '../../../server/mail/dev-mailer';
import { startResendFake } from '../../fakes/resend-fake';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { Browser, expectError, GOOD_PASSWORD, uniqueEmail } from './auth-browser';

const API_KEY = 're_test_key_123';
const resend = await startResendFake(API_KEY);
afterAll(() => resend.close());

const ctx = await createTestContext({
  RESEND_API_KEY: API_KEY,
  RESEND_BASE_URL: resend.url,
  MAIL_FROM: 'StormDialer <auth@stormdialer.test>',
  REQUIRE_EMAIL_CONFIRMATION: 'true',
});
const { url } = await startTestServer(ctx);

const message = { subject: 'Hello', text: 'Plain body', html: '<p>Plain body</p>' };

describe('Resend mailer', () => {
  it('posts the message to Resend with the configured sender', async () => {
    const to = uniqueEmail('resend');
    await ctx.mailer.send({ to, ...message });
    expect(resend.messages.at(-1)).toMatchObject({
      from: 'StormDialer <auth@stormdialer.test>',
      to,
      subject: 'Hello',
      text: 'Plain body',
      html: '<p>Plain body</p>',
    });
  });

  it('turns a Resend failure into a clear UnavailableError', async () => {
    resend.failWith(500);
    try {
      const sending = ctx.mailer.send({ to: uniqueEmail(), ...message });
      await expect(sending).rejects.toBeInstanceOf(UnavailableError);
      await expect(sending).rejects.toThrow('We could not send the e-mail. Please try again.');
    } finally {
      resend.failWith(null);
    }
  });

  it('fails sign-up with the mail message (503, no half-created user) when Resend is down', async () => {
    const email = uniqueEmail('down');
    resend.failWith(429, 'rate_limit_exceeded');
    try {
      const result = await new Browser(url).mutation('auth.signUp', {
        name: 'Dana',
        email,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
      });
      expectError(result, 'We could not send the e-mail. Please try again.', 503);
    } finally {
      resend.failWith(null);
    }
    const user = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('mails the verification link through Resend on sign-up', async () => {
    const email = uniqueEmail('verify');
    const result = await new Browser(url).mutation('auth.signUp', {
      name: 'Dana',
      email,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(result.data.status).toBe('verify-email');
    const mail = resend.messages.find((m) => m.to === email);
    expect(mail?.text).toContain(`${ctx.config.http.appUrl}/auth/verify-email/`);
  });
});

describe('development mailbox', () => {
  it('keeps the newest 100 messages in Redis, newest first', async () => {
    const prefix = `${ctx.config.redis.queuePrefix}-dev`;
    const mailer = new DevMailer(ctx.redis, prefix);
    for (let i = 0; i < 102; i++) await mailer.send({ to: `n${i}@example.com`, ...message });
    const entries = await ctx.redis.lrange(devMailboxKey(prefix), 0, -1);
    expect(entries).toHaveLength(100);
    const newest = JSON.parse(entries[0] ?? '{}');
    expect(newest).toMatchObject({ to: 'n101@example.com', subject: 'Hello', text: 'Plain body' });
    expect(new Date(newest.sentAt).getTime()).not.toBeNaN();
    expect(JSON.parse(entries[99] ?? '{}').to).toBe('n2@example.com');
  });
});
