import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/env';
import { contentSecurityPolicy } from '../../../server/security/content-security-policy';
import { LANDING_BOOT_SCRIPT } from '../../../shared/landing/landing-boot-script';

/** The landing page's one inline script, allowed by its hash. */
const BOOT_HASH = `'sha256-${createHash('sha256').update(LANDING_BOOT_SCRIPT).digest('base64')}'`;

const good = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(32),
  ENCRYPTION_KEY: 'a'.repeat(64),
};

const directives = (env: Record<string, string>) => {
  const csp = contentSecurityPolicy(loadConfig(env));
  return (csp as { directives: Record<string, string[] | null> }).directives;
};

describe('landing config and the CSP', () => {
  it('defaults to Cal.com: the embed script and the booking page are the only outside hosts', () => {
    const { landing } = loadConfig(good);
    expect(landing.calEmbed).toEqual({
      scriptUrl: 'https://app.cal.com/embed/embed.js',
      origin: 'https://cal.com',
      calLink: 'stormdialer/discovery-call',
    });
    expect(directives(good)['script-src']).toEqual(["'self'", BOOT_HASH, 'https://app.cal.com']);
    expect(directives(good)['frame-src']).toEqual(['https://cal.com', 'https://app.cal.com']);
  });

  it('takes the booking page and script from the environment, trimming the calLink', () => {
    const env = {
      ...good,
      DISCOVERY_CALL_URL: 'https://book.example.com/acme/intro/',
      CALCOM_EMBED_SCRIPT_URL: 'https://book.example.com/embed/embed.js',
    };
    expect(loadConfig(env).landing.calEmbed.calLink).toBe('acme/intro');
    expect(directives(env)['script-src']).toEqual([
      "'self'",
      BOOT_HASH,
      'https://book.example.com',
    ]);
    // The Cal.com tab's public booking pages (CALCOM_EMBED_URL) are framed too.
    expect(directives(env)['frame-src']).toEqual(['https://book.example.com', 'https://cal.com']);
  });

  it('refuses a booking page that is not a URL', () => {
    expect(() => loadConfig({ ...good, DISCOVERY_CALL_URL: 'cal.com/me' })).toThrow(
      /DISCOVERY_CALL_URL/,
    );
  });
});
