import { PHONE_MESSAGES } from '../../../shared/agents/phone-numbers';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError } from '../../errors';
import { retellApi } from '../../integrations/retell/retell-api';
import { createRetellClient } from '../../integrations/retell/retell-client';
import { readSecret } from '../api-keys/api-keys.service';
import { inboundRetellAgentOf } from './inbound-sync.service';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

/**
 * An imported number that kept the user's own Retell agent answers callbacks with the account's
 * inbound agent from now on: set on Retell, then recorded as ours so later syncs keep it current.
 */
export async function useProductInboundAgent(
  deps: Deps,
  accountId: string,
  phoneNumber: string,
): Promise<void> {
  const row = await deps.db
    .selectFrom('phone_numbers')
    .select('phone_number')
    .where('account_id', '=', accountId)
    .where('phone_number', '=', phoneNumber)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(PHONE_MESSAGES.numberNotFound);
  const key = await readSecret(deps, accountId, 'retell');
  if (!key) throw new BadInputError(PHONE_MESSAGES.keyRequired);
  const agentId = await inboundRetellAgentOf(deps, accountId);
  if (!agentId) throw new BadInputError(PHONE_MESSAGES.chooseInboundAgentFirst);
  await retellApi(createRetellClient(deps.config, key)).updatePhoneNumber(phoneNumber, {
    inbound_agents: [{ agent_id: agentId, weight: 1 }],
  });
  await deps.db
    .updateTable('phone_numbers')
    .set({ inbound_retell_agent_id: agentId, inbound_agent_kept: false })
    .where('account_id', '=', accountId)
    .where('phone_number', '=', phoneNumber)
    .execute();
  deps.logger.info(
    { accountId, phoneNumber },
    'callbacks: the owner chose the inbound agent over the number’s own Retell agent',
  );
}

/** Closes the one-time notice for every number it listed. */
export async function closeCallbacksNotice(deps: Deps, accountId: string): Promise<void> {
  await deps.db
    .updateTable('phone_numbers')
    .set({ inbound_notice_seen_at: new Date() })
    .where('account_id', '=', accountId)
    .where('inbound_synced_at', 'is not', null)
    .where('inbound_notice_seen_at', 'is', null)
    .execute();
}
