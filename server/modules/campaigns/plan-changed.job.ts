import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import { resumeCampaign } from './dialer-control.service';

/**
 * The `plan-changed` job: the account's campaigns that the plan's dial limit paused resume, since
 * the new period has its dials. Returns how many resumed; idempotent (the pauses are consumed).
 */
export async function resumeAfterPlanChange(deps: AppDeps, accountId: string): Promise<number> {
  const pauses = await deps.db
    .deleteFrom('dial_limit_pauses')
    .where('account_id', '=', accountId)
    .returning('list_id')
    .execute();
  let resumed = 0;
  for (const { list_id } of pauses) {
    try {
      await resumeCampaign(deps, accountId, list_id);
      resumed += 1;
    } catch (error) {
      // Resumed, stopped or deleted by a person meanwhile: their choice stands.
      if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
    }
  }
  return resumed;
}
