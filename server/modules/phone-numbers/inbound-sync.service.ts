import type { AppDeps } from '../../deps';
import type { RetellApi, RetellPhoneNumber } from '../../integrations/retell/retell-api';
import { inboundWebhookUrl } from '../../voice/call-events/retell-inbound.route';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

/** The Retell agent that answers the account's unknown callers (Settings), if linked. */
export async function inboundRetellAgentOf(deps: Deps, accountId: string): Promise<string | null> {
  const row = await deps.db
    .selectFrom('campaign_defaults as d')
    .innerJoin('voice_agents as v', (join) =>
      join.onRef('v.id', '=', 'd.inbound_agent_id').onRef('v.account_id', '=', 'd.account_id'),
    )
    .select('v.retell_agent_id')
    .where('d.account_id', '=', accountId)
    .executeTakeFirst();
  return row?.retell_agent_id ?? null;
}

/**
 * Points every number of the account at its inbound webhook, and sets the inbound agent so a
 * failed or slow answer still reaches an agent. A number whose inbound agent was set outside the
 * product (an imported number) keeps it. Each change is logged once; a number Retell refuses to
 * update is logged and left for the next sync.
 */
export async function syncInboundOfNumbers(
  deps: Deps,
  accountId: string,
  api: RetellApi,
  numbers: readonly RetellPhoneNumber[],
): Promise<void> {
  const url = inboundWebhookUrl(deps, accountId);
  const agentId = await inboundRetellAgentOf(deps, accountId);
  const ours = new Map(
    (
      await deps.db
        .selectFrom('phone_numbers')
        .select(['phone_number', 'inbound_retell_agent_id'])
        .where('account_id', '=', accountId)
        .execute()
    ).map((row) => [row.phone_number, row.inbound_retell_agent_id]),
  );
  for (const number of numbers) {
    const current = number.inbound_agents?.[0]?.agent_id ?? null;
    const keepUsers = current !== null && current !== ours.get(number.phone_number);
    const setAgent = agentId !== null && !keepUsers && current !== agentId;
    if (number.inbound_webhook_url === url && !setAgent) continue;
    try {
      await api.updatePhoneNumber(number.phone_number, {
        inbound_webhook_url: url,
        ...(setAgent && { inbound_agents: [{ agent_id: agentId, weight: 1 }] }),
      });
    } catch (error) {
      deps.logger.warn(
        { accountId, phoneNumber: number.phone_number, err: String(error) },
        'callbacks: Retell refused to update the number; it is tried again on the next sync',
      );
      continue;
    }
    await deps.db
      .updateTable('phone_numbers')
      .set({
        inbound_webhook_url: url,
        // Only an agent the product set is ours to replace later; a user's stays theirs.
        ...(setAgent && { inbound_retell_agent_id: agentId }),
        inbound_agent_kept: keepUsers,
        inbound_synced_at: new Date(),
      })
      .where('account_id', '=', accountId)
      .where('phone_number', '=', number.phone_number)
      .execute();
    deps.logger.info(
      { accountId, phoneNumber: number.phone_number, inboundAgentKept: keepUsers },
      'callbacks: number now answers callers through the inbound webhook',
    );
  }
}
