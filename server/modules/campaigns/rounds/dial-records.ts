import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CallingSchedule } from '../../../../shared/dialer/calling-schedule';
import type { Database } from '../../../db/types';
import { localDay, parseWindowKey } from '../policy/calling-hours';
import { RULE_TABLE } from '../policy/state-rule-table';
import { appendToChains } from '../records/record-chain';
import { HASHED_FIELDS, type HashedFields } from '../records/record-hash';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The version of the state rule table: a digest of every row, its versions and sources. */
export const STATE_RULES_VERSION = createHash('sha256')
  .update(JSON.stringify(RULE_TABLE))
  .digest('hex')
  .slice(0, 16);

/** One decision of the last check before dialling, as the dial record keeps it. */
export type DialDecision = {
  callId: string;
  accountId: string;
  refusedReason: string | null;
  startedBy: string | null;
  phoneNumber: string;
  windowKey: string | null;
  schedule: CallingSchedule | null;
  stateRules: string | null;
  consentBasis: string | null;
  dncCheckedAt: Date;
  numberCount: number;
  numberCap: number;
  agentId: string | null;
  consentEventId: number | null;
  dncChecks: DncCheck[];
  agentVersion: number | null;
  disclosureHash: string | null;
};

/** One do-not-call list checked: which, when, and its version at the check. */
export type DncCheck = {
  list: string;
  checked_at: string;
  numbers: number;
  latest_added_at: string | null;
};

/** Each zone of the key with its local time at the decision's instant ("2026-03-10 21:00 Tue"). */
export function zonesAt(windowKey: string | null, at: Date) {
  return parseWindowKey(windowKey ?? '').zones.map((zone) => {
    const local = localDay(at, zone);
    const hh = String(Math.floor(local.minute / 60)).padStart(2, '0');
    const mm = String(local.minute % 60).padStart(2, '0');
    return { zone, local: `${local.date} ${hh}:${mm} ${DAYS[local.weekday]}` };
  });
}

/**
 * Appends one dial record per decision (placed or refused), in the check's transaction, to each
 * account's hash chain. The application's role may only insert and read them (migration 0075).
 */
export async function appendDialRecords(
  trx: Transaction<Database>,
  decisions: readonly DialDecision[],
  callingNow: Date,
  decidedAt: Date,
): Promise<void> {
  await appendToChains(
    trx,
    decisions.map((d) => recordFields(d, callingNow, decidedAt)),
  );
}

function recordFields(d: DialDecision, callingNow: Date, decidedAt: Date): HashedFields {
  return {
    account_id: d.accountId,
    call_id: d.callId,
    decision: d.refusedReason ? 'refused' : 'placed',
    refused_reason: d.refusedReason,
    started_by: d.startedBy,
    phone_number: d.phoneNumber,
    zones: zonesAt(d.windowKey, callingNow),
    schedule: d.schedule ?? null,
    rule_versions: { state_rules: STATE_RULES_VERSION, calling_clock_at: callingNow.toISOString() },
    state_rules: d.stateRules,
    consent_basis: d.consentBasis,
    dnc_checked_at: d.dncCheckedAt,
    number_count: d.numberCount,
    number_cap: d.numberCap,
    agent_id: d.agentId,
    decided_at: decidedAt,
    consent_event_id: d.consentEventId,
    dnc_checks: d.dncChecks,
    agent_version: d.agentVersion,
    disclosure_hash: d.disclosureHash,
  };
}

/**
 * Calls that were not dialled after all, with why: each whose newest dial record says `placed`
 * gets a `not-placed` record after it (what the check relied on, the reason, the time now), so a
 * placed record is never the last word on a call the provider refused or never received.
 */
export async function closePlacedRecords(
  trx: Transaction<Database>,
  calls: readonly { callId: string; reason: string }[],
): Promise<void> {
  if (calls.length === 0) return;
  const reasonOf = new Map(calls.map((call) => [call.callId, call.reason]));
  const newest = await trx
    .selectFrom('dial_records')
    .distinctOn('call_id')
    .select(HASHED_FIELDS)
    .where('call_id', 'in', [...reasonOf.keys()])
    .orderBy('call_id')
    .orderBy('id', 'desc')
    .execute();
  const decidedAt = new Date();
  const closed = newest
    .filter((record) => record.decision === 'placed')
    .map((record) => ({
      ...(record as HashedFields),
      decision: 'not-placed' as const,
      refused_reason: reasonOf.get(record.call_id)!,
      decided_at: decidedAt,
    }));
  await appendToChains(trx, closed);
}
