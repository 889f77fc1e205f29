import { expect } from 'vitest';
import { devMailboxKey } from '../../../server/mail/dev-mailer';
import type { TestContext } from '../../helpers/test-context';

export type TrpcError = {
  message: string;
  code: number;
  data: { code: string; httpStatus: number; fieldErrors: Record<string, string[]> | null };
};
// biome-ignore lint/suspicious/noExplicitAny: tests read response data freely
type Json = any;

export type CallResult<T = Json> = { status: number; data?: T; error?: TrpcError; body: string };

/** A cookie-keeping HTTP client for tRPC procedures, like one browser (one IP). */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly ip = '127.0.0.1',
  ) {}

  mutation<T = Json>(path: string, input?: unknown): Promise<CallResult<T>> {
    return this.send(`/trpc/${path}`, {
      method: 'POST',
      body: input === undefined ? undefined : JSON.stringify(input),
    });
  }

  query<T = Json>(path: string, input?: unknown): Promise<CallResult<T>> {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.send(`/trpc/${path}${query}`, { method: 'GET' });
  }

  /** A second tab of the same browser shares the cookie jar. */
  clone(): Browser {
    const other = new Browser(this.baseUrl, this.ip);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  /** The same browser (its cookies) on another network. */
  from(ip: string): Browser {
    const other = new Browser(this.baseUrl, ip);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  private async send(url: string, init: RequestInit): Promise<CallResult> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.baseUrl}${url}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.ip, cookie },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      const expired = attributes.some(
        (a) =>
          a.trim().toLowerCase().startsWith('expires=') &&
          new Date(a.split('=')[1] ?? '') < new Date(),
      );
      if (!name) continue;
      if (!value || expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const body = await response.text();
    const json = JSON.parse(body) as { result?: { data: unknown }; error?: TrpcError };
    return { status: response.status, data: json.result?.data, error: json.error, body };
  }
}

export function expectError(result: CallResult, message: string, httpStatus?: number) {
  expect(result.error?.message).toBe(message);
  if (httpStatus) expect(result.error?.data.httpStatus).toBe(httpStatus);
}

export function fieldErrors(result: CallResult): Record<string, string[]> {
  return result.error?.data.fieldErrors ?? {};
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const GOOD_PASSWORD = 'Correct-Horse-Battery-9';

export async function signUpUser(browser: Browser, email = uniqueEmail(), name = 'Test User') {
  const result = await browser.mutation('auth.signUp', {
    name,
    email,
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
  });
  expect(result.error).toBeUndefined();
  return { email, result };
}

export type MailboxEntry = {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
};

/**
 * Waits until the dev mailbox holds `count` messages to `to` whose subject matches, and answers
 * the newest of them.
 */
export async function waitForMail(
  ctx: TestContext,
  to: string,
  subject: RegExp,
  count = 1,
): Promise<MailboxEntry> {
  const key = devMailboxKey(ctx.config.redis.queuePrefix);
  for (let i = 0; i < 200; i++) {
    const entries = (await ctx.redis.lrange(key, 0, -1)).map((e) => JSON.parse(e) as MailboxEntry);
    const found = entries.filter((e) => e.to === to && subject.test(e.subject));
    if (found.length >= count) return found[0]!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

export function linkToken(mail: MailboxEntry, path: string): string {
  const match = mail.text.match(new RegExp(`${path}/([^\\s/?#]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return decodeURIComponent(match[1]);
}
