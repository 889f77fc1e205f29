import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/env';

const good = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(32),
  ENCRYPTION_KEY: 'a'.repeat(64),
};

describe('loadConfig', () => {
  it('parses a good environment into a frozen nested config with the spec defaults', () => {
    const config = loadConfig(good);
    expect(config.dialer).toMatchObject({ batchSize: 5, callDurationMs: 3000, roundPauseMs: 5000 });
    expect(config.http.appUrl).toBe('http://localhost:3000');
    expect(Object.isFrozen(config.dialer)).toBe(true);
  });

  it('lists every bad variable in one message', () => {
    const env = { ...good, DATABASE_URL: 'nope', JWT_SECRET: 'short', PORT: 'abc' };
    delete (env as Partial<typeof env>).REDIS_URL;
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('REDIS_URL: must be a redis:// URL');
    expect(message).toContain('JWT_SECRET: must be at least 32 characters');
    expect(message).toContain('PORT:');
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('marks cookies secure when the app URL is https', () => {
    expect(loadConfig({ ...good, APP_URL: 'https://app.example.com' }).http.secureCookies).toBe(
      true,
    );
    expect(loadConfig(good).http.secureCookies).toBe(false);
  });

  it('requires e-mail confirmation by default in production only', () => {
    expect(loadConfig(good).auth.requireEmailConfirmation).toBe(false);
    const production = { ...good, NODE_ENV: 'production', RESEND_API_KEY: 're_test' };
    expect(loadConfig(production).auth.requireEmailConfirmation).toBe(true);
    expect(
      loadConfig({ ...production, REQUIRE_EMAIL_CONFIRMATION: 'false' }).auth
        .requireEmailConfirmation,
    ).toBe(false);
  });

  it('refuses production with e-mail confirmation on and no mail provider', () => {
    const production = { ...good, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      'RESEND_API_KEY: production requires e-mail confirmation, which needs a mail provider; set RESEND_API_KEY, or set REQUIRE_EMAIL_CONFIRMATION=false to let people sign up unconfirmed',
    );
    expect(loadConfig({ ...production, REQUIRE_EMAIL_CONFIRMATION: 'false' }).nodeEnv).toBe(
      'production',
    );
  });
});
