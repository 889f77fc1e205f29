import {
  ACTIVE_CAMPAIGN_STATES,
  type CampaignState,
  isDialing,
} from '../../../shared/dialer/contact-status';
import { DIALER_MESSAGES } from '../../../shared/dialer/dialer-messages';
import type { ListSummary } from '../../../shared/dialer/list-summary';
import { realCallRefusal } from '../../../shared/dialer/real-call-readiness';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import { stateEvent } from './dialer-events';
import { agentDisclosureRefusal } from './disclosure/agent-disclosure-refusal';
import { listSummaryOf } from './lists/contacts.service';
import { holdNumberCappedOfList } from './model/cap-holds';
import { dialLimitRefusal } from './policy/plan-dial-limit';
import { callingClockOf } from './rounds/calling-clock';
import { readyState } from './rounds/campaign-slot-grants';
import { campaignVoiceOf } from './rounds/campaign-voice.repository';
import { openKeysOfList } from './rounds/list-windows';
import { withNextRounds } from './rounds/next-round';
import { nothingLeftReasons } from './rounds/nothing-left';
import { anyEverEligible } from './rounds/round-plans.repository';
import { setCampaignStates } from './state/campaign-state';
import { type ListRow, lockList } from './state/campaign-state.repository';

type Transition =
  | { state: CampaignState; roundNow: boolean; endReason?: string | null; startedBy?: string }
  | { unchanged: true };

async function lockListOfAccount(
  trx: Parameters<typeof lockList>[0],
  accountId: string,
  listId: string,
) {
  const list = await lockList(trx, listId);
  if (!list || list.account_id !== accountId) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  return list;
}

/**
 * Applies a user's campaign transition. It clears any planned round, so a round job already queued
 * finds nothing to do; `roundNow` plans a fresh round at once.
 */
async function transition(
  deps: AppDeps,
  accountId: string,
  listId: string,
  decide: (list: ListRow, trx: Parameters<typeof lockList>[0]) => Promise<Transition>,
): Promise<ListSummary> {
  await withNextRounds(deps, async (trx, rounds) => {
    const list = await lockListOfAccount(trx, accountId, listId);
    const decision = await decide(list, trx);
    if ('unchanged' in decision) return;
    // The user acted: a reason the dialer paused for is no longer the state's.
    const starts = decision.state === 'running' || decision.state === 'queued';
    const voiceMode = starts ? deps.voice.name : undefined;
    const { endReason, startedBy } = decision;
    await setCampaignStates(trx, [
      { listId: list.id, state: decision.state, voiceMode, endReason, startedBy },
    ]);
    if (decision.roundNow) await rounds.plan([{ listId: list.id, at: new Date() }]);
    const queued =
      decision.state === 'queued' ? { queued_since: await queuedSinceOf(trx, listId) } : {};
    // Announced before the round is queued, so the round's own state comes after it.
    rounds.announce(
      accountId,
      stateEvent({
        id: listId,
        state: decision.state,
        next_run_at: null,
        ...queued,
        ...(endReason && { end_reason: endReason }),
      }),
    );
  });
  return listSummaryOf(deps, accountId, listId);
}

async function queuedSinceOf(db: Parameters<typeof lockList>[0], listId: string) {
  const row = await db
    .selectFrom('contact_lists')
    .select('queued_since')
    .where('id', '=', listId)
    .executeTakeFirst();
  return row?.queued_since ?? null;
}

/**
 * Start (or restart) dialing a list that is not active: at once when the account has a free
 * campaign slot ("campaigns at once"), else queued until one frees.
 */
export function startCampaign(deps: AppDeps, accountId: string, listId: string, userId?: string) {
  return transition(deps, accountId, listId, async (list, trx) => {
    if (ACTIVE_CAMPAIGN_STATES.includes(list.state)) {
      throw new ConflictError(DIALER_MESSAGES.alreadyDialing);
    }
    const ready = deps.voice.readiness(await campaignVoiceOf(trx, accountId, list.id));
    if (!ready.usable) throw new ConflictError(realCallRefusal(ready.missing));
    // Real calls only: with simulated calls the start dialog warns instead.
    const undisclosed = deps.voice.realCalls
      ? await agentDisclosureRefusal(trx, accountId, list.id)
      : null;
    if (undisclosed) throw new ConflictError(undisclosed);
    await holdNumberCappedOfList(trx, list.id);
    // Nobody can ever be dialled again (a finished list): it completes again at once.
    if (!(await anyEverEligible(trx, list.id, deps.voice.realCalls))) {
      return { state: 'completed', roundNow: false, endReason: await endReasonOf(deps, trx, list) };
    }
    return { ...slotTransition(await readyState(trx, accountId)), startedBy: userId };
  });
}

const slotTransition = (state: 'running' | 'queued'): Transition => ({
  state,
  roundNow: state === 'running',
});

/** No new calls; calls in flight finish and are recorded. */
export function pauseCampaign(deps: AppDeps, accountId: string, listId: string) {
  return transition(deps, accountId, listId, async (list) => {
    if (list.state === 'paused') return { unchanged: true };
    if (!isDialing(list.state)) {
      throw new ConflictError(DIALER_MESSAGES.notDialing);
    }
    return { state: 'paused', roundNow: false };
  });
}

export function resumeCampaign(deps: AppDeps, accountId: string, listId: string) {
  return transition(deps, accountId, listId, async (list, trx) => {
    if (list.state !== 'paused') throw new ConflictError(DIALER_MESSAGES.notPaused);
    // While the plan's dial limit holds, Resume says why instead of flipping back to Paused.
    const outOfDials = await dialLimitRefusal(trx, accountId, new Date());
    if (outOfDials) throw new ConflictError(outOfDials);
    return slotTransition(await readyState(trx, accountId));
  });
}

/** Final for this run: no new calls; calls in flight are recorded. Start begins a new run. */
export function stopCampaign(deps: AppDeps, accountId: string, listId: string) {
  return transition(deps, accountId, listId, async (list) => {
    if (list.state === 'stopped') return { unchanged: true };
    if (!ACTIVE_CAMPAIGN_STATES.includes(list.state)) {
      throw new ConflictError(DIALER_MESSAGES.notDialing);
    }
    return { state: 'stopped', roundNow: false };
  });
}

/** Why a list that completes at its start leaves contacts nobody may call, or null. */
async function endReasonOf(deps: AppDeps, trx: Parameters<typeof lockList>[0], list: ListRow) {
  const openKeys = await openKeysOfList(trx, list.id, callingClockOf(deps).now());
  const reasons = await nothingLeftReasons(trx, [{ ...list, openKeys }], deps.voice.realCalls);
  return reasons.get(list.id) ?? null;
}
