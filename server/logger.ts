import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Level, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** Paths whose values never reach a log line. */
export const REDACT_PATHS = [
  'password',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.passwordHash',
  '*.password_hash',
  '*.apiKey',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export type LogFormat = 'pretty' | 'json';

/** Pretty and short for a person at a terminal; JSON when piped (to a collector) or in production. */
export function resolveLogFormat(
  setting: 'auto' | LogFormat,
  nodeEnv: string,
  isTty = Boolean(process.stdout.isTTY),
): LogFormat {
  if (setting !== 'auto') return setting;
  return isTty && nodeEnv !== 'production' ? 'pretty' : 'json';
}

export function createLogger(level: string, name: string, format: LogFormat = 'json'): Logger {
  const options = { name, level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  // Synchronous writes: pino's default asynchronous stdout reports flush() done while a write is
  // still in flight, so a process that exits right after its last line ('api stopped') loses it.
  if (format === 'json') return pino(options, pino.destination({ dest: 1, sync: true }));
  // time, level, process and message on one line; fields after it on the same line.
  const stream = pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
  });
  return pino(options, stream);
}

/**
 * pino-http's level per request: failures always show; successful requests are one debug line in
 * development (LOG_LEVEL=debug shows them) and an info line elsewhere.
 */
export function requestLogLevel(nodeEnv: string) {
  return (_req: IncomingMessage, res: ServerResponse, error?: Error): Level => {
    if (error || res.statusCode >= 500) return 'error';
    if (nodeEnv === 'development') return 'debug';
    return res.statusCode >= 400 ? 'warn' : 'info';
  };
}

/** A token or password inside a tRPC GET input (`?input={"token":"..."}`, URL-encoded or not). */
const SECRET_INPUT_FIELD =
  /((?:%22|")(?:token|inviteToken|password|currentPassword|newPassword|confirmPassword)(?:%22|")(?:%3A|:)(?:%22|"))(?:(?!%22|").)*/gi;

/** Tokens travel in link paths (reset, verification, invitation); logs show the route without them. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/auth\/(?:reset-password|accept-invite|verify-email)\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&](?:token|code|access_token|refresh_token)=)[^&#]*/gi, '$1[redacted]')
    .replace(SECRET_INPUT_FIELD, '$1[redacted]');
}
