import pino, { type Logger } from 'pino';

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

export function createLogger(level: string, name: string): Logger {
  return pino({ name, level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } });
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
