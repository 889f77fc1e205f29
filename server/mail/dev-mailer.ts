import type { Redis } from 'ioredis';
import { AUTH_MESSAGES } from '../../shared/auth/auth-messages';
import { UnavailableError } from '../errors';
import type { Mailer, MailMessage } from './mailer';

const MAILBOX_SIZE = 100;

export function devMailboxKey(queuePrefix: string): string {
  return `${queuePrefix}:dev-mailbox`;
}

/**
 * Without a Resend key: keeps the last 100 messages in a Redis list (newest first) that tests
 * read, and in development prints each message for the developer to click its link.
 */
export class DevMailer implements Mailer {
  constructor(
    private readonly redis: Redis,
    private readonly queuePrefix: string,
    private readonly printToStdout: boolean,
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
    if (this.printToStdout) {
      console.log(
        `\n[dev-mailer] To: ${message.to}\nSubject: ${message.subject}\n${message.text}\n`,
      );
    }
  }
}
