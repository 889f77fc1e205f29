import { WEBHOOK_MESSAGES } from '../../../shared/webhooks/webhooks';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { webhookFetchPolicy } from '../../security/fetch-policy';
import { checkPublicEndpoint } from '../../security/public-endpoint';

/** Refuses an endpoint URL the guarded fetch would refuse: not https, or not public. */
export async function assertWebhookUrl(
  deps: Pick<AppDeps, 'config' | 'resolve'>,
  url: string,
): Promise<void> {
  const verdict = await checkPublicEndpoint(url, webhookFetchPolicy(deps.config, deps.resolve));
  if (verdict === 'public') return;
  const message =
    verdict === 'scheme'
      ? WEBHOOK_MESSAGES.urlHttps
      : verdict === 'invalid-url'
        ? WEBHOOK_MESSAGES.urlInvalid
        : verdict === 'unresolvable'
          ? WEBHOOK_MESSAGES.urlUnresolvable(new URL(url).hostname)
          : WEBHOOK_MESSAGES.urlNotPublic;
  throw new BadInputError(message, { url: [message] });
}
