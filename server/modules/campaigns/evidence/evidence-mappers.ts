import { consentStateText } from '../../../../shared/dialer/consent-ledger';
import type {
  EvidenceCall,
  EvidenceConsentNow,
  EvidenceDialRecord,
  EvidenceDoNotCall,
} from '../../../../shared/dialer/evidence-pack';
import type {
  consentRecordOf,
  DialRecordRow,
  doNotCallChangesOf,
  doNotCallEntryOf,
} from './evidence.repository';

type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The record's call's columns come joined under this prefix. */
const CALL_PREFIX = 'call__';

/** A stored value as JSON keeps it: dates as ISO text, bytes (hashes) as hex. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('hex');
  return value;
}

export function toConsentNow(row: Rows<typeof consentRecordOf>): EvidenceConsentNow {
  if (!row) {
    const text = consentStateText({
      granted: false,
      evidenced: false,
      source: null,
      revoked: false,
    });
    return {
      text,
      consented: false,
      granted: false,
      evidenced: false,
      revokedAt: null,
      eventId: null,
    };
  }
  return {
    text: consentStateText({
      granted: row.granted,
      evidenced: row.evidenced,
      source: row.consent_source,
      revoked: row.revoked_at !== null,
    }),
    consented: row.consented,
    granted: row.granted,
    evidenced: row.evidenced,
    revokedAt: iso(row.revoked_at),
    eventId: row.event_id === null ? null : Number(row.event_id),
  };
}

export function toDoNotCall(
  entry: Rows<typeof doNotCallEntryOf>,
  changes: Rows<typeof doNotCallChangesOf>,
): EvidenceDoNotCall {
  return {
    listed: entry
      ? {
          source: entry.source,
          addedAt: entry.created_at.toISOString(),
          addedBy: entry.added_by,
          callId: entry.call_id,
        }
      : null,
    changes: changes.map((change) => ({
      key: change.key,
      action: change.action,
      at: new Date(change.at).toISOString(),
      actor: change.actor,
      actorRole: change.actor_role,
      reason: change.reason,
    })),
  };
}

function toCall(row: DialRecordRow): EvidenceCall | null {
  if (row.call__id === null) return null;
  return {
    id: row.call__id,
    state: row.call__state!,
    outcome: row.call__outcome,
    direction: row.call__direction!,
    provider: row.call__provider!,
    listName: row.call__list_name,
    agentName: row.call__agent_name,
    startedAt: row.call__started_at!.toISOString(),
    dispatchedAt: iso(row.call__dispatched_at),
    endedAt: iso(row.call__ended_at),
    durationMs: row.call__duration_ms,
    notPlacedReason: row.call__not_placed_reason,
  };
}

/** The record's own columns as stored (dates as ISO text), its call apart. */
export function toDialRecord(row: DialRecordRow): EvidenceDialRecord {
  const record: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column.startsWith(CALL_PREFIX)) continue;
    record[column] = jsonValue(value);
  }
  return { ...(record as EvidenceDialRecord), call: toCall(row) };
}
