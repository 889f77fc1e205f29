import escapeHtml from 'escape-html';
import type { AppDeps } from '../../deps';

/** Tells the account's owners that an endpoint failed for 24 hours and was disabled. */
export async function mailEndpointDisabled(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>,
  accountId: string,
  url: string,
): Promise<void> {
  const owners = await deps.db
    .selectFrom('users')
    .select('email')
    .where('account_id', '=', accountId)
    .where('role', '=', 'owner')
    .execute();
  const settings = `${deps.config.http.appUrl.replace(/\/$/, '')}/settings`;
  const text =
    `Deliveries to your webhook endpoint ${url} have failed for 24 hours, so we disabled it. ` +
    `Fix the endpoint, then enable it again in Settings → Integrations: ${settings}`;
  for (const { email } of owners) {
    await deps.mailer
      .send({
        to: email,
        subject: 'Webhook endpoint disabled',
        text,
        html: `<p>${escapeHtml(text)}</p>`,
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'endpoint-disabled mail failed'));
  }
}
