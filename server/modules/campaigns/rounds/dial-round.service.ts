import type { Transaction } from 'kysely';
import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import type { AccountEvent } from '../../../../shared/events';
import type { Database } from '../../../db/types';
import type { AppDeps } from '../../../deps';
import { AccountEvents, publishAccountEvents } from '../../../events/publish-events';
import { callsPlacedTotal } from '../../../metrics/dialer-metrics';
import type { CallToDial, PreDialRefusal } from '../../../voice/voice-provider';
import { addProgressEvents, stateEvent } from '../dialer-events';
import { holdCappedAfterCalls } from '../model/cap-holds';
import { recordNotPlaced } from '../outcomes/not-placed.service';
import { applyPlanDialLimit } from '../policy/plan-dial-limit';
import type { ListRow } from '../state/campaign-state.repository';
import { variantsOfClaimed } from '../variants/claimed-variants';
import { callingClockOf } from './calling-clock';
import { grantCampaignSlots } from './campaign-slot-grants';
import { pauseOutOfDials, publishDialLimitPauses } from './dial-limit-pauses';
import { type ListWindows, listWindows } from './list-windows';
import { pauseModeChanged } from './mode-change-pauses';
import { queueRounds, withNextRounds } from './next-round';
import { refusedBeforeDial, refusedReports } from './pre-dial-check';
import { planVerdicts, type SlotClaim } from './round-verdicts';
import {
  type AccountRoom,
  anyDueList,
  type ClaimedContact,
  claimContacts,
  insertCalls,
  lockAccountRooms,
  lockDueLists,
  slotUse,
} from './rounds.repository';

/** Campaigns claimed per transaction; a round job loops until fewer are due. */
export const LISTS_PER_BATCH = 200;
/** Batch transactions one round job runs at once when many campaigns are due (SKIP LOCKED keeps them disjoint). */
const PARALLEL_BATCHES = 3;

/**
 * Runs the rounds of every campaign due by `dueAt` (or by now, when later), in set-based batches.
 * Returns how many calls were placed.
 */
export async function runDueRounds(deps: AppDeps, dueAt: Date): Promise<number> {
  // A late job takes what fell due meanwhile too; later windows have their own jobs.
  const due = new Date(Math.max(dueAt.getTime(), Date.now()));
  let placed = 0;
  let more = true;
  const drain = async () => {
    while (more) {
      const batch = await runRoundBatch(deps, due);
      placed += batch.calls;
      if (batch.lists < LISTS_PER_BATCH) more = false;
    }
  };
  const first = await runRoundBatch(deps, due);
  placed += first.calls;
  if (first.lists >= LISTS_PER_BATCH) {
    await Promise.all(Array.from({ length: PARALLEL_BATCHES }, drain));
  }
  // A due campaign another transaction had locked was skipped: the next window takes it.
  if (await anyDueList(deps.db, due)) await queueRounds(deps, [new Date()]);
  return placed;
}

/**
 * Asks for every free slot the account's room allows; a list that gets fewer contacts than asked
 * has nobody else eligible now, and its unused room goes to the next list.
 */
async function fillSlots(
  trx: Transaction<Database>,
  slots: SlotClaim[],
  rooms: Map<string, AccountRoom>,
  now: Date,
  windows: ReadonlyMap<string, ListWindows>,
  realCalls: boolean,
): Promise<void> {
  for (;;) {
    const reserved = new Map<string, number>();
    const asks: { slot: SlotClaim; count: number }[] = [];
    for (const slot of slots) {
      const want = slot.free - slot.claimed.length;
      if (slot.exhausted || want <= 0) continue;
      const room = rooms.get(slot.list.account_id)!;
      const taken = reserved.get(slot.list.account_id) ?? 0;
      const count = Math.min(want, room.cap - room.inFlight - taken);
      if (count <= 0) continue;
      reserved.set(slot.list.account_id, taken + count);
      asks.push({ slot, count });
    }
    if (asks.length === 0) break;
    const claimed = await claimContacts(
      trx,
      asks.map(({ slot, count }) => ({
        listId: slot.list.id,
        count,
        openKeys: windows.get(slot.list.id)?.open ?? [],
      })),
      now,
      realCalls,
    );
    const byList = groupBy(claimed, (contact) => contact.listId);
    for (const { slot, count } of asks) {
      const got = byList.get(slot.list.id) ?? [];
      slot.claimed.push(...got);
      rooms.get(slot.list.account_id)!.inFlight += got.length;
      if (got.length < count) slot.exhausted = true;
    }
  }
}

/**
 * One transaction: lock due campaigns and their accounts, fill each campaign's free call slots
 * (batch size minus calls in flight minus slots resting after a call) within its account's cap on
 * calls in flight, write the calls, and give every campaign its verdict and next round. Then the
 * calls go to the voice provider and the events out in one round trip.
 */
async function runRoundBatch(deps: AppDeps, dueAt: Date) {
  const { batchSize, roundPauseMs } = deps.config.dialer;
  const done = await withNextRounds(deps, async (trx, rounds) => {
    const locked = await lockDueLists(trx, dueAt, LISTS_PER_BATCH);
    if (locked.length === 0) return null;
    const modeChanged = await pauseModeChanged(trx, locked, deps.voice.name);
    const lists = locked.filter((list) => !modeChanged.includes(list));
    const now = new Date();
    const accountIds = [...new Set(lists.map((list) => list.account_id))];
    const rooms = await lockAccountRooms(trx, accountIds, deps.config.dialer.concurrencyBound);
    const overLimit = await pauseOutOfDials(
      trx,
      lists,
      await applyPlanDialLimit(trx, rooms, now),
      now,
    );
    const paused = new Set(overLimit.map((list) => list.id));
    // A waiting campaign whose time came needs a campaign slot; without one it queues.
    const { granted } = await grantCampaignSlots(
      trx,
      lists.filter((list) => !paused.has(list.id)),
    );
    const use = await slotUse(
      trx,
      lists.map((list) => list.id),
      new Date(now.getTime() - roundPauseMs),
    );
    const slots = slotsInTurn(granted, use, batchSize);

    const clock = callingClockOf(deps);
    const windows = await listWindows(trx, lists, clock.now());
    await fillSlots(trx, slots, rooms, now, windows, deps.voice.realCalls);

    const claimed = slots.flatMap((slot) => slot.claimed);
    const seqOf = new Map(lists.map((list) => [list.id, list.round_seq]));
    const variantOf = await variantsOfClaimed(trx, claimed);
    const calls = await insertCalls(trx, claimed, seqOf, deps.voice.name, now, variantOf);
    // Other lists' contacts of a number that reached its cap with these calls wait for it.
    await holdCappedAfterCalls(
      trx,
      claimed.map((contact) => contact.id),
    );
    const { verdicts, plans } = await planVerdicts(trx, slots, now, roundPauseMs, {
      windows,
      clock,
      realCalls: deps.voice.realCalls,
    });
    await rounds.plan(plans);
    return { lists, slots, claimed, calls, verdicts, overLimit, modeChanged, locked, variantOf };
  });
  if (!done) return { lists: 0, calls: 0 };
  await publishDialLimitPauses(deps, done.overLimit);
  await publishPauses(deps, done.modeChanged);

  const blocked = await dialWrittenCalls(deps, done.calls, done.claimed, done.variantOf);
  await publishRoundEvents(deps, done.lists, done.verdicts, done.claimed, done.calls);
  await recordNotPlaced(deps, refusedReports(blocked));
  return { lists: done.locked.length, calls: done.calls.length };
}

/** The account's longest-held campaigns get its free calls first, then the earliest due. */
function slotsInTurn(
  granted: ListRow[],
  use: Awaited<ReturnType<typeof slotUse>>,
  batchSize: number,
): SlotClaim[] {
  const order = granted.sort(
    (a, b) =>
      (a.held_since?.getTime() ?? Infinity) - (b.held_since?.getTime() ?? Infinity) ||
      a.next_round_at!.getTime() - b.next_round_at!.getTime(),
  );
  return order.map((list) => {
    const u = use.get(list.id) ?? { inFlight: 0, cooling: 0, awaiting: 0, firstEndedAt: null };
    const free = Math.max(0, batchSize - u.inFlight - u.cooling);
    return { list, use: u, free, claimed: [], exhausted: false };
  });
}

/**
 * Sends the calls the batch wrote to the voice provider, less those a last check refuses
 * (do-not-call, consent for real calls, calling hours, number cap); answers the refused ones with their reasons.
 */
async function dialWrittenCalls(
  deps: AppDeps,
  calls: Awaited<ReturnType<typeof insertCalls>>,
  claimed: ClaimedContact[],
  variantOf: Awaited<ReturnType<typeof variantsOfClaimed>>,
): Promise<Map<string, PreDialRefusal>> {
  const contactOf = new Map(claimed.map((contact) => [contact.id, contact]));
  const toDial: CallToDial[] = calls.map((call) => {
    const contact = contactOf.get(call.contact_id)!;
    return {
      id: call.id,
      listId: call.list_id,
      accountId: call.account_id,
      contactId: call.contact_id,
      phoneNumber: contact.phoneNumber,
      firstName: contact.firstName,
      voiceAgentId: variantOf.get(call.contact_id)?.voiceAgentId ?? null,
      startedAt: call.started_at,
    };
  });
  const blocked = await refusedBeforeDial(
    deps.db,
    toDial.map((call) => call.id),
    deps.voice.realCalls,
    callingClockOf(deps),
    { recordAllowed: !deps.voice.checksAtDispatch },
  );
  const allowed = toDial.filter((call) => !blocked.has(call.id));
  await deps.voice.dial(allowed);
  callsPlacedTotal.inc({ provider: deps.voice.name }, allowed.length);
  return blocked;
}

function publishPauses(deps: AppDeps, lists: readonly ListRow[]): Promise<void> {
  const events = new AccountEvents();
  for (const list of lists) {
    events.add(
      list.account_id,
      stateEvent({
        id: list.id,
        state: 'paused',
        next_run_at: null,
        pause_reason: DIALER_MESSAGES.modeChangedToReal,
      }),
    );
  }
  return publishAccountEvents(deps, events.byAccount);
}

async function publishRoundEvents(
  deps: AppDeps,
  lists: ListRow[],
  verdicts: Awaited<ReturnType<typeof planVerdicts>>['verdicts'],
  claimed: ClaimedContact[],
  calls: { id: string; list_id: string; account_id: string; contact_id: number }[],
) {
  const events = new AccountEvents();
  const before = new Map(lists.map((list) => [list.id, list]));
  for (const verdict of verdicts) {
    const list = before.get(verdict.listId)!;
    const changed =
      list.state !== verdict.state || list.next_run_at?.getTime() !== verdict.nextRunAt?.getTime();
    if (changed) {
      events.add(
        list.account_id,
        stateEvent({
          id: list.id,
          state: verdict.state,
          next_run_at: verdict.nextRunAt ?? null,
          wait_reason: verdict.waitReason ?? null,
          wait_zone: verdict.waitZone ?? null,
          ...(verdict.endReason && { end_reason: verdict.endReason }),
        }),
      );
    }
  }
  const contactOf = new Map(claimed.map((contact) => [contact.id, contact]));
  for (const call of calls) {
    const contact = contactOf.get(call.contact_id)!;
    const contactId = String(call.contact_id);
    const started: AccountEvent[] = [
      { type: 'call.started', listId: call.list_id, callId: call.id, contactId },
      {
        type: 'contact.updated',
        listId: call.list_id,
        contactId,
        status: 'In Progress',
        attempts: contact.attempts,
        lastAttemptAt: contact.lastAttemptAt?.toISOString() ?? null,
      },
    ];
    events.add(call.account_id, ...started);
  }
  const withCalls = new Set(calls.map((call) => call.list_id));
  const dialled = lists.filter((list) => withCalls.has(list.id));
  await addProgressEvents(deps, events, dialled);
  await publishAccountEvents(deps, events.byAccount);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
