import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * Names of the account's campaigns that use this agent. Campaigns have no agent column yet (the
 * real-calls issue adds `contact_lists.agent_id`); until then no campaign uses an agent. Deleting
 * an agent asks this first and refuses while the list is not empty.
 */
export async function campaignsUsingAgent(
  _db: Kysely<Database>,
  _accountId: string,
  _agentId: string,
): Promise<string[]> {
  return [];
}
