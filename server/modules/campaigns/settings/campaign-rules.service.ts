import { allowanceOf } from '../../../../shared/billing/allowance';
import {
  CAMPAIGNS_AT_ONCE_MAX,
  type CampaignRulesView,
  campaignRulesRefusal,
  concurrencyView,
  type SaveCampaignRulesInput,
} from '../../../../shared/dialer/campaign-rules';
import { callsInFlightCap } from '../../../../shared/dialer/concurrent-calls';
import type { AppDeps } from '../../../deps';
import { BadInputError, NotFoundError } from '../../../errors';
import { accountPlans } from '../../billing/billing.repository';
import { lockHeldLists } from '../outcomes/outcomes.repository';
import { campaignsAtOnceLimit } from '../policy/campaigns-at-once';
import { withNextRounds } from '../rounds/next-round';
import { startQueuedLists } from '../state/campaign-state';
import { refreshProviderConcurrency } from './provider-concurrency.service';

type Deps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'queues' | 'voice' | 'config'>;

async function planBound(db: AppDeps['db'], accountId: string) {
  const plan = (await accountPlans(db, [accountId])).get(accountId);
  if (!plan) throw new NotFoundError('Account not found');
  return allowanceOf(plan, new Date());
}

/**
 * The account's calls per number per 24 hours, campaigns at once with its plan's bound, and
 * concurrent calls with the provider's bound (asked of the provider now).
 */
export async function getCampaignRules(deps: Deps, accountId: string): Promise<CampaignRulesView> {
  const allowance = await planBound(deps.db, accountId);
  const asked = await refreshProviderConcurrency(deps, accountId);
  const account = await deps.db
    .selectFrom('accounts')
    .select(['calls_per_number_24h', 'campaigns_running_limit', 'calls_in_flight_limit'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    callsPerNumber24h: account.calls_per_number_24h,
    campaignsAtOnce: campaignsAtOnceLimit(
      account.campaigns_running_limit,
      allowance.campaignsAtOnce,
    ),
    // What the dialer holds to: the setting within the provider's bound.
    concurrentCalls: callsInFlightCap(account.calls_in_flight_limit, asked.bound),
    planCampaignsAtOnce: allowance.campaignsAtOnce,
    planLabel: allowance.label,
    concurrency: concurrencyView(asked),
  };
}

/**
 * Saves the caps, each within its bound (the plan's, the provider's as it reports it now). More
 * campaigns at once start the longest-queued lists in the new slots at once (the state writer's
 * queue, in the same transaction as the setting); campaigns held back by the old concurrent-calls
 * cap get a round now.
 */
export async function saveCampaignRules(
  deps: Deps,
  accountId: string,
  input: SaveCampaignRulesInput,
): Promise<CampaignRulesView> {
  const allowance = await planBound(deps.db, accountId);
  const { bound } = await refreshProviderConcurrency(deps, accountId);
  const refusal = campaignRulesRefusal(input, allowance, bound);
  if (refusal) {
    throw new BadInputError(refusal.message, { [refusal.field]: [refusal.message] });
  }
  await withNextRounds(deps, async (trx, rounds) => {
    await trx
      .updateTable('accounts')
      .set({
        calls_per_number_24h: input.callsPerNumber24h,
        campaigns_running_limit: input.campaignsAtOnce,
        calls_in_flight_limit: input.concurrentCalls,
      })
      .where('id', '=', accountId)
      .execute();
    await startQueuedLists(trx, [accountId]);
    // Campaigns the old cap held back try the new one now.
    const held = await lockHeldLists(trx, new Map([[accountId, CAMPAIGNS_AT_ONCE_MAX]]));
    await rounds.plan(held.map((listId) => ({ listId, at: new Date() })));
  });
  return getCampaignRules(deps, accountId);
}
