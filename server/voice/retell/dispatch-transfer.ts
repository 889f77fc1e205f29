import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { transferVariables } from '../../integrations/retell/transfer';
import { takeRepOnDuty } from '../../modules/hand-off/rota';

/**
 * The rep a call can be handed to, chosen at dial time (see the DECISION in
 * integrations/retell/transfer.ts): only for an agent with "Transfer hot leads to a rep". Takes
 * the rota's rep on duty, notes them on the call row and returns the call's transfer variables
 * (none on duty: the variables say so and the row names nobody).
 */
export async function transferAtDispatch(
  db: Kysely<Database>,
  call: { id: string; account_id: string },
  voiceAgentId: string,
): Promise<Record<string, string>> {
  const agent = await db
    .selectFrom('voice_agents')
    .select(sql<boolean>`configuration_json -> 'functions' ? 'rep-transfer'`.as('transfers'))
    .where('account_id', '=', call.account_id)
    .where('id', '=', voiceAgentId)
    .executeTakeFirst();
  if (!agent?.transfers) return {};
  const rep = await takeRepOnDuty(db, call.account_id);
  await db
    .updateTable('calls')
    .set({ transfer_to_rep_id: rep?.id ?? null, transfer_rep_name: rep?.name ?? null })
    .where('id', '=', call.id)
    .execute();
  return transferVariables(rep && { name: rep.name, phoneNumber: rep.phone_number });
}
