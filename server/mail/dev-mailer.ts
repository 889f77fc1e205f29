import type { Redis } from 'ioredis';
import { AUTH_MESSAGES } from '../../shared/auth/auth-messages';
import { UnavailableError } from '../errors';
import type { Mailer, MailMessage } from './mailer';

const MAILBOX_SIZE = 100;

export type DevMailboxEntry = MailMessage & { sentAt: string };

export function devMailboxKey(queuePrefix: string): string {
  return `${queuePrefix}:dev-mailbox`;
}

/**
 * Without a Resend key: keeps the last 100 messages in a Redis list (newest first), read by tests
 * and by the loopback-only /dev/mailbox page. Never logged: the links carry account tokens.
 */
export class DevMailer implements Mailer {
  constructor(
    private readonly redis: Redis,
    private readonly queuePrefix: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const key = devMailboxKey(this.queuePrefix);
    const entry = JSON.stringify({ ...message, sentAt: new Date().toISOString() });
    try {
      await this.redis
        .multi()
        .lpush(key, entry)
        .ltrim(key, 0, MAILBOX_SIZE - 1)
        .exec();
    } catch {
      throw new UnavailableError(AUTH_MESSAGES.mailFailed);
    }
  }
}

/** The development mailbox, newest first. */
export async function readDevMailbox(
  redis: Redis,
  queuePrefix: string,
): Promise<DevMailboxEntry[]> {
  const entries = await redis.lrange(devMailboxKey(queuePrefix), 0, MAILBOX_SIZE - 1);
  return entries.map((entry) => JSON.parse(entry) as DevMailboxEntry);
}
