import { networkInterfaces } from 'node:os';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { isLoopbackRequest } from '../../../server/mail/dev-mailbox.route';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

const dev = await createTestContext({ NODE_ENV: 'development' });
const production = await createTestContext({
  NODE_ENV: 'production',
  REQUIRE_EMAIL_CONFIRMATION: 'false',
});
const withResend = await createTestContext({ RESEND_API_KEY: 're_test_key_123' });
const devServer = await startTestServer(dev);

await dev.mailer.send({ to: 'dana@example.com', subject: 'Reset', text: 'x', html: '<p>x</p>' });

/** This machine's first address that is not loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
}

describe('the development mailbox page', () => {
  it('lists the dev mailer messages to a request from this machine', async () => {
    const res = await fetch(`${devServer.url}/dev/mailbox`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('dana@example.com');
  });

  it('answers 404 to a request from another machine behind a local proxy', async () => {
    const res = await fetch(`${devServer.url}/dev/mailbox`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('dana@example.com');
  });

  it('answers 404 to a request that reaches the API on a non-loopback address', async () => {
    const address = outsideAddress();
    if (!address) {
      // A machine with loopback only: judge a request as it would arrive from elsewhere.
      const request = { socket: { remoteAddress: '198.51.100.7' }, ip: '198.51.100.7' };
      expect(isLoopbackRequest(request as Request)).toBe(false);
      return;
    }
    const server = createApp(dev).listen(0, '0.0.0.0');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://${address}:${port}/dev/mailbox`);
      expect(res.status).toBe(404);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('answers 404 in production and when a Resend key is set', async () => {
    for (const ctx of [production, withResend]) {
      const { url } = await startTestServer(ctx);
      const res = await fetch(`${url}/dev/mailbox`);
      expect(res.status).toBe(404);
    }
  });
});
