import { describe, expect, it } from 'vitest';
import { REDACT_PATHS } from '../../../server/logger';
import { capturedLogger } from '../../helpers/captured-logger';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import {
  Browser,
  type CallResult,
  GOOD_PASSWORD,
  linkToken,
  signUpUser,
  uniqueEmail,
  waitForMail,
} from './auth-browser';

const ctx = await createTestContext();
const { logger, lines } = capturedLogger({
  level: 'trace',
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
});
const { url } = await startTestServer({ ...ctx, logger });

describe('secrets never reach a response or a log line', () => {
  it('keeps passwords, hashes and tokens out of every response and log line', async () => {
    const responses: CallResult[] = [];
    const record = async (call: Promise<CallResult>) => {
      const result = await call;
      responses.push(result);
      return result;
    };
    const NEW_PASSWORD = 'Brand-New-Gutter-42';
    const browser = new Browser(url);
    const email = uniqueEmail('secret');
    responses.push((await signUpUser(browser, email)).result);
    await record(browser.mutation('auth.signIn', { email, password: 'Wrong-Password-1' }));
    await record(browser.mutation('auth.signIn', { email, password: GOOD_PASSWORD }));
    await record(browser.mutation('auth.refresh'));
    await record(browser.query('auth.session'));
    const cookies = [...browser.cookies.values()];

    await record(browser.mutation('auth.requestPasswordReset', { email }));
    const resetToken = linkToken(await waitForMail(ctx, email, /Reset/), '/auth/reset-password');
    const verifyToken = linkToken(await waitForMail(ctx, email, /Confirm/), '/auth/verify-email');
    // Opening the mailed links hits the server with the token in the path and the query.
    await fetch(`${url}/auth/reset-password/${resetToken}`);
    await fetch(`${url}/auth/reset-password?token=${resetToken}`);
    await fetch(`${url}/auth/verify-email/${verifyToken}`);
    await fetch(`${url}/auth/accept-invite/${verifyToken}`);
    await record(browser.mutation('auth.verifyEmail', { token: verifyToken }));
    await record(
      browser.mutation('auth.resetPassword', {
        token: resetToken,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    );
    await record(
      browser.mutation('auth.updatePassword', { currentPassword: 'x', newPassword: 'y' }),
    );

    const hashes = await ctx.db.selectFrom('users').select('password_hash').execute();
    const tokenHashes = [
      ...(await ctx.db.selectFrom('refresh_tokens').select('token_hash').execute()),
      ...(await ctx.db.selectFrom('one_time_tokens').select('token_hash').execute()),
    ].map((row) => row.token_hash);
    const secrets = [
      GOOD_PASSWORD,
      NEW_PASSWORD,
      'Wrong-Password-1',
      resetToken,
      verifyToken,
      ...cookies,
      ...hashes.map((row) => row.password_hash),
      ...tokenHashes,
    ];
    expect(lines.join('')).toContain('/auth/reset-password/[redacted]');
    expect(lines.join('')).toContain('/auth/verify-email/[redacted]');
    const bodies = responses.map((r) => r.body).join('\n');
    for (const secret of secrets) {
      expect(lines.join(''), 'log lines').not.toContain(secret);
      expect(bodies, 'responses').not.toContain(secret);
    }
    expect(bodies).not.toMatch(/argon2|password_hash|passwordHash/);
  });
});
