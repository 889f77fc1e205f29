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
