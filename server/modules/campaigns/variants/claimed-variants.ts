import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { type RunningVariantRef, variantFor } from './variant-choice';
import { runningVariantsOf, storeAssignments } from './variants.repository';

/** The variant a call is placed for and the agent that speaks in it. */
export type CallVariant = { variantId: string; voiceAgentId: string };

/**
 * Chooses the variant of every claimed contact whose list runs a test, and stores the new
 * assignments on the contacts in the claim's transaction. Contacts of lists without running
 * variants are absent from the map (their list's agent speaks).
 */
export async function variantsOfClaimed(
  trx: Transaction<Database>,
  claimed: readonly { id: number; listId: string; abVariantId: string | null }[],
): Promise<Map<number, CallVariant>> {
  const chosen = new Map<number, CallVariant>();
  const rows = await runningVariantsOf(trx, [...new Set(claimed.map((c) => c.listId))]);
  if (rows.length === 0) return chosen;
  const byList = new Map<string, RunningVariantRef[]>();
  for (const row of rows) {
    const ref = { id: row.id, voiceAgentId: row.voice_agent_id, weight: row.weight };
    byList.set(row.list_id, [...(byList.get(row.list_id) ?? []), ref]);
  }
  const toStore: { contactId: number; variantId: string }[] = [];
  for (const contact of claimed) {
    const choice = variantFor(contact, byList.get(contact.listId) ?? []);
    if (!choice) continue;
    chosen.set(contact.id, {
      variantId: choice.variant.id,
      voiceAgentId: choice.variant.voiceAgentId,
    });
    if (choice.fresh) toStore.push({ contactId: contact.id, variantId: choice.variant.id });
  }
  await storeAssignments(trx, toStore);
  return chosen;
}
