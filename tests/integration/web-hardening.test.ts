import { createHash } from 'node:crypto';
import { createTRPCClient } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { createLinks } from '../../client/lib/trpc';
import { loadConfig } from '../../server/env';
import type { AppRouter } from '../../server/router';
import { LANDING_BOOT_SCRIPT } from '../../shared/landing/landing-boot-script';
import { capturedLogger } from '../helpers/captured-logger';
import { signedInUser } from '../helpers/dialer-fixtures';
import { createTestContext } from '../helpers/test-context';
import { startTestServer } from '../helpers/test-server';

const { logger, lines } = capturedLogger();
const ctx = await createTestContext();
const deps = { ...ctx, logger };
const { url } = await startTestServer(deps);
const owner = await signedInUser(ctx, 'web');

async function sessionStillValid(cookie: string): Promise<boolean> {
  const res = await fetch(`${url}/trpc/auth.session`, { headers: { cookie } });
  const body = await res.json();
  return body.result?.data !== null && body.result?.data !== undefined;
}

describe('request limits', () => {
  it('answers 413 to a /trpc body over 1 MB', async () => {
    const res = await fetch(`${url}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@x.test`, password: 'x' }),
    });
    expect(res.status).toBe(413);
  });

  it('refuses a batch of 11 calls and accepts 10', async () => {
    const paths = (n: number) => Array.from({ length: n }, () => 'auth.isAdmin').join(',');
    const eleven = await fetch(`${url}/trpc/${paths(11)}?batch=1&input={}`);
    expect(eleven.status).toBe(400);
    const ten = await fetch(`${url}/trpc/${paths(10)}?batch=1&input={}`);
    expect(ten.status).toBe(200);
  });

  it("the dashboard's own links split 11 queries at once into batches the server accepts", async () => {
    const client = createTRPCClient<AppRouter>({ links: createLinks(url) });
    const answers = await Promise.all(
      Array.from({ length: 11 }, () => client.auth.isAdmin.query()),
    );
    expect(answers).toEqual(Array.from({ length: 11 }, () => false));
  });
});

describe('cross-site writes', () => {
  for (const contentType of [
    'multipart/form-data; boundary=x',
    'text/plain',
    'application/x-www-form-urlencoded',
  ]) {
    it(`refuses a ${contentType.split(';')[0]} POST to a tRPC mutation with cookies`, async () => {
      const user = await signedInUser(ctx, 'csrf');
      const res = await fetch(`${url}/trpc/auth.signOut`, {
        method: 'POST',
        headers: { cookie: user.cookie, 'content-type': contentType },
        body: contentType.startsWith('multipart') ? '--x--\r\n' : '',
      });
      expect(res.status).toBe(415);
      expect((await res.json()).error.message).toBe('Requests must be sent as JSON');
      expect(await sessionStillValid(user.cookie)).toBe(true);
    });
  }

  it('refuses a text/plain upload without the dashboard header and stores nothing', async () => {
    const res = await fetch(`${url}/api/uploads?fileName=a.csv`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'text/plain' },
      body: 'phone,first_name\n555,Ann\n',
    });
    expect(res.status).toBe(415);
    const lists = await ctx.db
      .selectFrom('contact_lists')
      .select('id')
      .where('account_id', '=', owner.user.accountId)
      .execute();
    expect(lists).toEqual([]);
  });

  it('accepts a JSON mutation', async () => {
    const user = await signedInUser(ctx, 'json');
    const res = await fetch(`${url}/trpc/auth.signOut`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
  });
});

describe('web details', () => {
  it('sends HSTS only when the app URL is https', async () => {
    const plain = await fetch(`${url}/healthz`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const config = loadConfig({ ...ctx.env, APP_URL: 'https://dialer.example.com' });
    const secure = await startTestServer({ ...ctx, config });
    const res = await fetch(`${secure.url}/healthz`);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('builds the Content-Security-Policy in one place', async () => {
    const res = await fetch(`${url}/healthz`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The landing page's one inline script runs by its hash; no other inline script may.
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    const bootHash = createHash('sha256').update(LANDING_BOOT_SCRIPT).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${bootHash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('answers 404, not the page, for a missing script under /assets', async () => {
    const res = await fetch(`${url}/assets/missing-abc123.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('logs the procedure path of a request, never its query string', async () => {
    lines.length = 0;
    const input = encodeURIComponent(JSON.stringify({ token: 'tok-SECRET-123' }));
    await fetch(`${url}/trpc/teams.invitationInfo?input=${input}`);
    await fetch(`${url}/trpc/teams.invitationInfo?input= {"token" : "tok-SECRET-456"}`);
    const requestLines = lines.filter((line) => line.includes('/trpc/teams.invitationInfo'));
    expect(requestLines.length).toBe(2);
    for (const line of lines) expect(line).not.toContain('tok-SECRET');
    expect(JSON.parse(requestLines[0]!).req.path).toBe('/trpc/teams.invitationInfo');
  });
});

describe('unexpected errors', () => {
  it('answer one generic message with a request id the log carries, never database text', async () => {
    const broken = await createTestContext();
    await broken.db.schema.dropTable('contact_lists').cascade().execute();
    const user = await signedInUser(broken, 'broken');
    const server = await startTestServer({ ...broken, logger });
    lines.length = 0;
    const res = await fetch(`${server.url}/trpc/contacts.lists`, {
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/relation|contact_lists|does not exist/);
    const body = JSON.parse(text);
    expect(body.error.message).toBe('Something went wrong. Please try again.');
    const requestId = body.error.data.requestId;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    const logged = lines.find((line) => line.includes('tRPC procedure failed'));
    expect(logged).toContain(requestId);
    expect(logged).toContain('does not exist');
  });
});

describe('malformed bodies', () => {
  it('answer a catalogued message, never the JSON parser text', async () => {
    for (const body of ['', '{"email":', 'not json']) {
      const res = await fetch(`${url}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).not.toMatch(/Unexpected|JSON input|position/);
      expect(JSON.parse(text).error.message).toBe('The request is not valid JSON');
    }
  });
});
