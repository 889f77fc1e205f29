import { sql, type Transaction } from 'kysely';
import type { CampaignState } from '../../../../shared/dialer/contact-status';
import type { Database } from '../../../db/types';

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/**
 * A campaign's next state and the fields that belong to it: `nextRunAt` only while waiting,
 * `heldSince` only while running (held back by the account's cap), `pauseReason` only while
 * paused by the dialer itself. Every other state clears them.
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
  /** The calling mode a start or resume dials in; left as it was when not given. */
  voiceMode?: string;
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
    voice_mode: change.voiceMode ?? null,
  };
}

/**
 * The one writer of a campaign's state (pause, stop, resume, start, the dialer's verdicts, plan
 * limits, a provider's refusal, completion): one statement for many lists. A planned round is
 * consumed (plan again after). With `onlyFrom`, lists in another state are left alone. Returns the
 * lists it changed, with the fields written.
 */
export async function setCampaignStates(
  trx: Transaction<Database>,
  changes: readonly CampaignChange[],
  options: { onlyFrom?: readonly CampaignState[] } = {},
): Promise<(CampaignChange & { listId: string })[]> {
  if (changes.length === 0) return [];
  const rows = changes.map(campaignStateFields);
  const onlyFrom = options.onlyFrom ?? null;
  const { rows: changed } = await sql<{ id: string }>`
    update contact_lists l
    set state = v.state, next_run_at = v.next_run_at, held_since = v.held_since,
      pause_reason = v.pause_reason, wait_reason = v.wait_reason, wait_zone = v.wait_zone,
      voice_mode = coalesce(v.voice_mode, l.voice_mode),
      next_round_at = null, updated_at = now()
    from unnest(
      ${changes.map((c) => c.listId)}::uuid[],
      ${rows.map((r) => r.state)}::text[],
      ${rows.map((r) => iso(r.next_run_at))}::timestamptz[],
      ${rows.map((r) => iso(r.held_since))}::timestamptz[],
      ${rows.map((r) => r.pause_reason)}::text[],
      ${rows.map((r) => r.wait_reason)}::text[],
      ${rows.map((r) => r.wait_zone)}::text[],
      ${rows.map((r) => r.voice_mode)}::text[]
    ) as v(id, state, next_run_at, held_since, pause_reason, wait_reason, wait_zone, voice_mode)
    where l.id = v.id and (${onlyFrom}::text[] is null or l.state = any(${onlyFrom}::text[]))
    returning l.id`.execute(trx);
  const done = new Set(changed.map((row) => row.id));
  return changes.filter((change) => done.has(change.listId));
}
