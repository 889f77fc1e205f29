import { DIALER_MESSAGES } from '../../../shared/dialer/dialer-messages';
import { REAL_CALL_NEEDS } from '../../../shared/dialer/real-call-readiness';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors';
import { isPubliclyReachable } from '../../security/public-url';
import { findListOfAccount } from './lists/contact-lists.repository';
import { campaignVoiceOf } from './rounds/campaign-voice.repository';

export type RealCallReadiness = { missing: { message: string; href: string }[] };

/** What a list (or the defaults) still needs before it can dial through this deployment's provider. */
export async function realCallReadiness(
  deps: Pick<AppDeps, 'db' | 'voice'>,
  accountId: string,
  listId: string | null,
): Promise<RealCallReadiness> {
  if (listId && !(await findListOfAccount(deps.db, accountId, listId))) {
    throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  }
  const ready = deps.voice.readiness(await campaignVoiceOf(deps.db, accountId, listId));
  return { missing: ready.missing.map((need) => ({ ...REAL_CALL_NEEDS[need] })) };
}

/** Retell must reach the webhook route: a public https APP_URL. */
export function webhooksReachable(appUrl: string): boolean {
  return new URL(appUrl).protocol === 'https:' && isPubliclyReachable(appUrl);
}

/**
 * Do call results reach this server? Yes with a public https APP_URL; yes when the provider itself
 * is on this machine or network (RETELL_BASE_URL not public: a local fake posts to a local
 * APP_URL); yes once a provider event has arrived for the account, whatever the addresses say.
 */
export async function callResultsReachable(
  deps: Pick<AppDeps, 'db' | 'config'>,
  accountId: string,
): Promise<boolean> {
  const { appUrl } = deps.config.http;
  if (webhooksReachable(appUrl) || !isPubliclyReachable(deps.config.retell.baseUrl)) return true;
  const arrived = await deps.db
    .selectFrom('provider_webhook_events')
    .select('id')
    .where('account_id', '=', accountId)
    .limit(1)
    .executeTakeFirst();
  return arrived !== undefined;
}
