import { sql, type Transaction } from 'kysely';
import { type CampaignState, SLOT_HOLDING_STATE } from '../../../../shared/dialer/contact-status';
import type { Database } from '../../../db/types';
import { publishWebhookEvents } from '../../webhooks/publish-webhook-event';
import { stateEvent } from '../dialer-events';
import { plannerOf } from '../rounds/next-round';
import { lockCampaignSlots, lockQueueHeads } from './campaign-slots.repository';

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/**
 * A campaign's next state and the fields that belong to it: `nextRunAt` only while waiting,
 * `heldSince` only while running (held back by the account's cap), `pauseReason` only while
 * paused by the dialer itself, `endReason` only when completed. Every other state clears them.
 */
export type CampaignChange = {
  listId: string;
  state: CampaignState;
  nextRunAt?: Date | null;
  heldSince?: Date | null;
  pauseReason?: string | null;
  /** Why a waiting campaign waits ('calling-hours', 'zones'; null: a retry delay). */
  waitReason?: string | null;
  /** The zone whose calling hours open at nextRunAt ("next call 8:00 CT"). */
  waitZone?: string | null;
  /** Why a completed campaign left contacts nobody may call ("Nothing left to call: …"). */
  endReason?: string | null;
  /** The member who started the campaign (its dial records name them); left as it was when not given. */
  startedBy?: string;
  /** The calling mode a start or resume dials in; left as it was when not given. */
  voiceMode?: string;
  /** When a queued campaign joined the queue (default now; a list already queued keeps its place). */
  queuedSince?: Date | null;
};

/** The row values of a change: the fields of other states are cleared. */
export function campaignStateFields(change: CampaignChange) {
  return {
    state: change.state,
    next_run_at: change.state === 'waiting' ? (change.nextRunAt ?? null) : null,
    held_since: change.state === 'running' ? (change.heldSince ?? null) : null,
    pause_reason: change.state === 'paused' ? (change.pauseReason ?? null) : null,
    wait_reason: change.state === 'waiting' ? (change.waitReason ?? null) : null,
    wait_zone: change.state === 'waiting' ? (change.waitZone ?? null) : null,
    end_reason: change.state === 'completed' ? (change.endReason ?? null) : null,
    voice_mode: change.voiceMode ?? null,
    started_by: change.startedBy ?? null,
    queued_since: change.state === 'queued' ? (change.queuedSince ?? new Date()) : null,
  };
}

/**
 * The one writer of a campaign's state (pause, stop, resume, start, the dialer's verdicts, plan
 * limits, a provider's refusal, completion): one statement for many lists. A planned round is
 * consumed (plan again after). With `onlyFrom`, lists in another state are left alone. Returns the
 * lists it changed, with the fields written. A list that stops placing calls frees its campaign
 * slot: the account's longest-queued lists start at once (`startQueuedLists`).
 */
export async function setCampaignStates(
  trx: Transaction<Database>,
  changes: readonly CampaignChange[],
  options: { onlyFrom?: readonly CampaignState[] } = {},
): Promise<(CampaignChange & { listId: string })[]> {
  if (changes.length === 0) return [];
  const rows = changes.map(campaignStateFields);
  const onlyFrom = options.onlyFrom ?? null;
  const { rows: changed } = await sql<{ id: string; account_id: string; was: CampaignState }>`
    update contact_lists l
    set state = v.state, next_run_at = v.next_run_at, held_since = v.held_since,
      pause_reason = v.pause_reason, wait_reason = v.wait_reason, wait_zone = v.wait_zone,
      end_reason = v.end_reason,
      voice_mode = coalesce(v.voice_mode, l.voice_mode),
      started_by = coalesce(v.started_by, l.started_by),
      queued_since = case when v.state = 'queued' then coalesce(l.queued_since, v.queued_since)
        end,
      next_round_at = null, updated_at = now()
    from unnest(
      ${changes.map((c) => c.listId)}::uuid[],
      ${rows.map((r) => r.state)}::text[],
      ${rows.map((r) => iso(r.next_run_at))}::timestamptz[],
      ${rows.map((r) => iso(r.held_since))}::timestamptz[],
      ${rows.map((r) => r.pause_reason)}::text[],
      ${rows.map((r) => r.wait_reason)}::text[],
      ${rows.map((r) => r.wait_zone)}::text[],
      ${rows.map((r) => r.end_reason)}::text[],
      ${rows.map((r) => r.voice_mode)}::text[],
      ${rows.map((r) => r.started_by)}::uuid[],
      ${rows.map((r) => iso(r.queued_since))}::timestamptz[]
    ) as v(id, state, next_run_at, held_since, pause_reason, wait_reason, wait_zone, end_reason,
      voice_mode, started_by, queued_since)
    join contact_lists was on was.id = v.id
    where l.id = v.id and (${onlyFrom}::text[] is null or l.state = any(${onlyFrom}::text[]))
    returning l.id, l.account_id, was.state as was`.execute(trx);
  const done = new Set(changed.map((row) => row.id));
  const result = changes.filter((change) => done.has(change.listId));
  await publishCompleted(trx, changed, result);
  const stateOf = new Map(result.map((change) => [change.listId, change.state]));
  const freed = changed.filter(
    (row) => row.was === SLOT_HOLDING_STATE && stateOf.get(row.id) !== SLOT_HOLDING_STATE,
  );
  if (freed.length > 0) await startQueuedLists(trx, [...new Set(freed.map((r) => r.account_id))]);
  return result;
}

/** campaign.completed for every list this change completed (outbound webhooks). */
async function publishCompleted(
  trx: Transaction<Database>,
  changed: readonly { id: string; account_id: string; was: CampaignState }[],
  result: readonly CampaignChange[],
) {
  const completed = new Set(result.filter((c) => c.state === 'completed').map((c) => c.listId));
  await publishWebhookEvents(
    trx,
    changed
      .filter((row) => completed.has(row.id) && row.was !== 'completed')
      .map((row) => ({
        accountId: row.account_id,
        type: 'campaign.completed',
        data: { list_id: row.id },
      })),
  );
}

/**
 * Fills the free campaign slots of these accounts with their longest-queued lists: running, with
 * a round now (the transaction's planner, which also tells every tab after the commit).
 */
export async function startQueuedLists(
  trx: Transaction<Database>,
  accountIds: readonly string[],
): Promise<string[]> {
  const now = new Date();
  const slots = await lockCampaignSlots(trx, accountIds, now);
  const free = new Map([...slots].map(([id, s]) => [id, Math.max(0, s.limit - s.running)]));
  const heads = await lockQueueHeads(trx, free);
  if (heads.length === 0) return [];
  await setCampaignStates(
    trx,
    heads.map((listId) => ({ listId, state: SLOT_HOLDING_STATE })),
    { onlyFrom: ['queued'] },
  );
  const planner = plannerOf(trx);
  await planner?.plan(heads.map((listId) => ({ listId, at: now })));
  const accountOf = await trx
    .selectFrom('contact_lists')
    .select(['id', 'account_id'])
    .where('id', 'in', heads)
    .execute();
  for (const list of accountOf) {
    planner?.announce(
      list.account_id,
      stateEvent({ id: list.id, state: SLOT_HOLDING_STATE, next_run_at: null }),
    );
  }
  return heads;
}
