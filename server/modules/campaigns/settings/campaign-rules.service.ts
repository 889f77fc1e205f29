import { allowanceOf } from '../../../../shared/billing/allowance';
import {
  type CampaignRulesView,
  campaignRulesRefusal,
  type SaveCampaignRulesInput,
} from '../../../../shared/dialer/campaign-rules';
import type { AppDeps } from '../../../deps';
import { BadInputError, NotFoundError } from '../../../errors';
import { accountPlans } from '../../billing/billing.repository';
import { campaignsAtOnceLimit } from '../policy/campaigns-at-once';
import { withNextRounds } from '../rounds/next-round';
import { startQueuedLists } from '../state/campaign-state';

type Deps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'queues'>;

async function planBound(db: AppDeps['db'], accountId: string) {
  const plan = (await accountPlans(db, [accountId])).get(accountId);
  if (!plan) throw new NotFoundError('Account not found');
  return allowanceOf(plan, new Date());
}

/** The account's calls per number per 24 hours and campaigns at once, with its plan's bound. */
export async function getCampaignRules(deps: Deps, accountId: string): Promise<CampaignRulesView> {
  const account = await deps.db
    .selectFrom('accounts')
    .select(['calls_per_number_24h', 'campaigns_running_limit'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const allowance = await planBound(deps.db, accountId);
  return {
    callsPerNumber24h: account.calls_per_number_24h,
    campaignsAtOnce: campaignsAtOnceLimit(
      account.campaigns_running_limit,
      allowance.campaignsAtOnce,
    ),
    planCampaignsAtOnce: allowance.campaignsAtOnce,
    planLabel: allowance.label,
  };
}

/**
 * Saves the caps. More campaigns at once start the longest-queued lists in the new slots at once
 * (the state writer's queue, in the same transaction as the setting).
 */
export async function saveCampaignRules(
  deps: Deps,
  accountId: string,
  input: SaveCampaignRulesInput,
): Promise<CampaignRulesView> {
  const allowance = await planBound(deps.db, accountId);
  const refusal = campaignRulesRefusal(input, allowance);
  if (refusal) throw new BadInputError(refusal);
  await withNextRounds(deps, async (trx) => {
    await trx
      .updateTable('accounts')
      .set({
        calls_per_number_24h: input.callsPerNumber24h,
        campaigns_running_limit: input.campaignsAtOnce,
      })
      .where('id', '=', accountId)
      .execute();
    await startQueuedLists(trx, [accountId]);
  });
  return getCampaignRules(deps, accountId);
}
