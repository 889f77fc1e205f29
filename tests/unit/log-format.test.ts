import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestLogLevel, resolveLogFormat } from '../../server/logger';

describe('log format', () => {
  it('is pretty in a terminal, JSON when piped or in production, unless set', () => {
    expect(resolveLogFormat('auto', 'development', true)).toBe('pretty');
    expect(resolveLogFormat('auto', 'development', false)).toBe('json');
    expect(resolveLogFormat('auto', 'production', true)).toBe('json');
    expect(resolveLogFormat('json', 'development', true)).toBe('json');
    expect(resolveLogFormat('pretty', 'production', false)).toBe('pretty');
  });
});

describe('request log level', () => {
  const req = {} as IncomingMessage;
  const res = (statusCode: number) => ({ statusCode }) as ServerResponse;

  it('logs each request only at debug in development; failures always', () => {
    const dev = requestLogLevel('development');
    expect(dev(req, res(200))).toBe('debug');
    expect(dev(req, res(404))).toBe('debug');
    expect(dev(req, res(500))).toBe('error');
    expect(dev(req, res(200), new Error('x'))).toBe('error');
  });

  it('keeps an info line per request in production', () => {
    const prod = requestLogLevel('production');
    expect(prod(req, res(200))).toBe('info');
    expect(prod(req, res(429))).toBe('warn');
    expect(prod(req, res(503))).toBe('error');
  });
});
