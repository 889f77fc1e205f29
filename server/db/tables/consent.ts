import type { ColumnType, Generated } from 'kysely';
import type {
  ConsentClaimEvidence,
  ConsentEventKind,
  ConsentSource,
  WrittenConsentEvidence,
} from '../../../shared/dialer/consent-ledger';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Every grant, revocation and invalidation of a number's consent; rows never change. */
export interface ConsentEventsTable {
  id: Generated<string>;
  account_id: string;
  phone_number: string;
  kind: ConsentEventKind;
  source: ConsentSource;
  /** The file's source column, the form's name, the call id: what the source said of itself. */
  source_detail: string | null;
  /** Spoken on a call: not written consent. */
  by_voice: Generated<boolean>;
  /** When the person gave or withdrew consent, as its source says; null: no date given. */
  captured_at: ColumnType<Date | null, Date | string | null, never>;
  recorded_at: CreatedAt;
  recorded_by: string | null;
  evidence: ColumnType<WrittenConsentEvidence | null, string | null, never>;
  list_id: string | null;
  /** What an API caller asserted about the consent (a claim, never written evidence; 0093). */
  claim_evidence: ColumnType<ConsentClaimEvidence | null, string | null | undefined, never>;
}

/** Who changed what that allows more or fewer calls; rows never change. */
export interface ComplianceLogTable {
  id: Generated<string>;
  account_id: string;
  actor_id: string | null;
  actor_role: string | null;
  action: string;
  subject: string | null;
  reason: string | null;
  detail: ColumnType<unknown, string | null | undefined, never>;
  at: CreatedAt;
}

export interface ConsentTables {
  consent_events: ConsentEventsTable;
  compliance_log: ComplianceLogTable;
}
