import type { Redis } from 'ioredis';
import type { Config } from '../env';
import type { Logger } from '../logger';
import { DevMailer } from './dev-mailer';
import { ResendMailer } from './resend-mailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe); Resend sends them as given. */
  headers?: Record<string, string>;
  /** Resend sends a message once per key (within its 24 h window). */
  idempotencyKey?: string;
};

/** Sends one e-mail; throws UnavailableError when it cannot. */
export type Mailer = { send(message: MailMessage): Promise<void> };

/** Resend when an API key is configured; otherwise the development mailbox in Redis. */
export function createMailer(config: Config, redis: Redis, logger: Logger): Mailer {
  const { resendApiKey, resendBaseUrl, from } = config.mail;
  if (resendApiKey) return new ResendMailer(resendApiKey, resendBaseUrl, from, logger);
  return new DevMailer(redis, config.redis.queuePrefix);
}
