import { Resend } from 'resend';
import { AUTH_MESSAGES } from '../../shared/auth/auth-messages';
import { UnavailableError } from '../errors';
import type { Logger } from '../logger';
import type { Mailer, MailMessage } from './mailer';

/** Sends through Resend's HTTP API (base URL overridable, e.g. a local fake in tests). */
export class ResendMailer implements Mailer {
  private readonly resend: Resend;

  constructor(
    apiKey: string,
    baseUrl: string | undefined,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  }

  async send(message: MailMessage): Promise<void> {
    let failure: { name: string; statusCode: number | null } | null;
    try {
      const { idempotencyKey, ...fields } = message;
      const options = idempotencyKey ? { idempotencyKey } : undefined;
      const { error } = await this.resend.emails.send({ from: this.from, ...fields }, options);
      failure = error ? { name: error.name, statusCode: error.statusCode } : null;
    } catch (error) {
      failure = { name: error instanceof Error ? error.name : 'unknown', statusCode: null };
    }
    if (failure) {
      // The message body carries link tokens: log only what went wrong.
      this.logger.warn({ mailError: failure }, 'Resend rejected an e-mail');
      throw new UnavailableError(AUTH_MESSAGES.mailFailed);
    }
  }
}
