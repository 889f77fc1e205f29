import { createHash } from 'node:crypto';
import type { DialRecordDecision } from '../../../../shared/dialer/evidence-pack';

/** The prev_hash of an account's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** Names the serialisation below; a change to it is a new version, never an edit. */
const CANONICAL_VERSION = 'dial-record-v1';

/**
 * The recorded fields of one dial record, as the writer inserts them and the verifier reads them
 * back (jsonb columns parsed, timestamps as Date). Every field here is covered by the row's hash.
 */
export type HashedFields = {
  account_id: string;
  call_id: string;
  decision: DialRecordDecision;
  refused_reason: string | null;
  started_by: string | null;
  phone_number: string;
  zones: unknown;
  schedule: unknown;
  rule_versions: unknown;
  state_rules: string | null;
  consent_basis: string | null;
  dnc_checked_at: Date;
  number_count: number;
  number_cap: number;
  agent_id: string | null;
  decided_at: Date;
  consent_event_id: number | null;
  dnc_checks: unknown;
  agent_version: number | null;
  disclosure_hash: string | null;
};

/** The names of the hashed fields, in the order they are serialised. */
export const HASHED_FIELDS = [
  'account_id',
  'call_id',
  'decision',
  'refused_reason',
  'started_by',
  'phone_number',
  'zones',
  'schedule',
  'rule_versions',
  'state_rules',
  'consent_basis',
  'dnc_checked_at',
  'number_count',
  'number_cap',
  'agent_id',
  'decided_at',
  'consent_event_id',
  'dnc_checks',
  'agent_version',
  'disclosure_hash',
] as const satisfies readonly (keyof HashedFields)[];

/** JSON with object keys sorted at every depth and dates as ISO text: one text per value. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value ?? null;
}

/** The text a row's hash is taken over: version, seq, prev_hash, then every field in order. */
export function canonicalRecord(fields: HashedFields, seq: number, prevHash: string): string {
  return JSON.stringify([
    CANONICAL_VERSION,
    seq,
    prevHash,
    HASHED_FIELDS.map((name) => canonical(fields[name])),
  ]);
}

/** sha256 (hex) of the row's canonical text. */
export function recordHash(fields: HashedFields, seq: number, prevHash: string): string {
  return createHash('sha256')
    .update(canonicalRecord(fields, seq, prevHash))
    .digest('hex');
}
