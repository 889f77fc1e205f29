import { afterAll, describe, expect, it } from 'vitest';
import { REDACT_PATHS } from '../../../server/logger';
import { startAcculynxFake } from '../../fakes/acculynx-fake';
import { capturedLogger } from '../../helpers/captured-logger';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { Browser, signUpUser } from '../auth/auth-browser';

const ACCULYNX_KEY = 'acx_http_secret_key_4242';
const acculynx = await startAcculynxFake({ apiKeys: [ACCULYNX_KEY] });
afterAll(() => acculynx.close());
const ctx = await createTestContext({ ACCULYNX_BASE_URL: acculynx.url });

describe('storm secrets stay on the server', () => {
  it('never puts a key into a response, an event or a log line', async () => {
    const { logger, lines } = capturedLogger({
      level: 'trace',
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    });
    const { url } = await startTestServer({ ...ctx, logger });
    const browser = new Browser(url);
    const { email } = await signUpUser(browser);
    const { account_id: accountId } = await ctx.db
      .selectFrom('users')
      .select('account_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const secrets = {
      acculynxKey: ACCULYNX_KEY,
      rejectedKey: 'acx_http_rejected_key_77',
      hailtrace: 'ht_http_secret_5150',
      hailrecon: 'hr_http_secret_6160',
    };
    const responses = [
      await browser.mutation('storm.connectAcculynxKey', { apiKey: secrets.rejectedKey }),
      await browser.mutation('storm.connectAcculynxKey', { apiKey: secrets.acculynxKey }),
      await browser.mutation('storm.connectHailProvider', {
        provider: 'hailtrace',
        apiKey: secrets.hailtrace,
      }),
      await browser.mutation('storm.connectHailProvider', {
        provider: 'hailrecon',
        apiKey: secrets.hailrecon,
      }),
      await browser.mutation('storm.connectHailProvider', {
        provider: 'hailtrace',
        apiKey: `${secrets.hailtrace}\u0000`,
      }),
      await browser.query('storm.status'),
      await browser.mutation('storm.disconnect', { provider: 'hailrecon' }),
    ];
    expect(responses.map((r) => r.status)).toEqual([400, 200, 200, 200, 400, 200, 200]);
    expect(responses[5]!.body).toContain('"connected":true');

    const stream = await ctx.redis.xrange(
      `${ctx.env.QUEUE_PREFIX}:events:account:${accountId}`,
      '-',
      '+',
    );
    const events = stream.map(([, fields]) => fields.join(' '));
    expect(events.filter((e) => e.includes('storm.changed'))).toHaveLength(4);

    for (const secret of Object.values(secrets)) {
      expect(responses.map((r) => r.body).join('\n'), 'responses').not.toContain(secret);
      expect(events.join('\n'), 'events').not.toContain(secret);
      expect(lines.join(''), 'log lines').not.toContain(secret);
    }
  });
});
