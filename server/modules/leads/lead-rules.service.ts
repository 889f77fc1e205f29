import { leadRulesOf } from '../../../shared/leads/pipeline-rules';
import type { AppDeps } from '../../deps';
import { addTags } from './contact-tags.repository';
import { moveStages, type StageChange } from './stage-writer';

/**
 * Applies the pipeline rules (shared/leads/pipeline-rules.ts) to ended campaign calls: each
 * contact moves forward and gets the tags its call earned. Idempotent: a second run of the same
 * call changes nothing. Returns the stage changes.
 */
export async function applyLeadRules(
  deps: AppDeps,
  callIds: readonly string[],
): Promise<StageChange[]> {
  if (callIds.length === 0) return [];
  const calls = await deps.db
    .selectFrom('calls')
    .select(['account_id', 'contact_id', 'outcome', 'call_fields', 'call_successful'])
    .where('id', 'in', [...callIds])
    .where('state', '=', 'ended')
    .where('contact_id', 'is not', null)
    .where('outcome', 'is not', null)
    .orderBy('contact_id')
    .execute();
  const byAccount = new Map<string, typeof calls>();
  for (const call of calls)
    byAccount.set(call.account_id, [...(byAccount.get(call.account_id) ?? []), call]);
  const changes: StageChange[] = [];
  for (const [accountId, accountCalls] of byAccount) {
    const verdicts = accountCalls.map((call) => ({
      contactId: Number(call.contact_id),
      ...leadRulesOf({
        outcome: call.outcome!,
        callFields: call.call_fields,
        callSuccessful: call.call_successful,
      }),
    }));
    const moves = verdicts.flatMap((v) =>
      v.stage ? [{ contactId: v.contactId, stage: v.stage }] : [],
    );
    const moved = await deps.db
      .transaction()
      .execute((trx) => moveStages(trx, accountId, moves, 'automatic'));
    changes.push(...moved);
    await addTags(
      deps.db,
      accountId,
      verdicts.flatMap((v) => v.tags.map((tag) => ({ contactId: v.contactId, tag }))),
    );
  }
  return changes;
}
