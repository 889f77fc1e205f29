import { z } from 'zod';
import type { ConsentHistoryEntry } from './consent-ledger';
import type { DoNotCallSource } from './do-not-call-inputs';

/** Dial records on one page of a number's evidence pack; the download holds them all. */
export const EVIDENCE_PAGE_SIZE = 50;

export const EVIDENCE_MESSAGES = {
  ownersOnly: "Only account owners can see a number's evidence pack.",
  invalidNumber: 'Enter a valid phone number, e.g. +1 212 555 0123.',
} as const;

/** A number as typed or stored ("+12125550123", "(212) 555-0123"); normalised on the server. */
export const EvidenceNumber = z
  .string()
  .trim()
  .min(1, EVIDENCE_MESSAGES.invalidNumber)
  .max(64, EVIDENCE_MESSAGES.invalidNumber);

export const EvidencePackInput = z.object({ number: EvidenceNumber });
export const EvidenceDialsInput = z.object({
  number: EvidenceNumber,
  /** The last record id of the page before (records go newest first). */
  before: z.number().int().positive().optional(),
});

/** A consent event as the pack shows it: the same as a contact's consent history. */
export type EvidenceConsentEvent = ConsentHistoryEntry;

export type EvidenceConsentNow = {
  /** In words ("Written consent on record", "Consent revoked"). */
  text: string;
  /** An AI call may rely on it now (the owner's evidence requirement applied). */
  consented: boolean;
  granted: boolean;
  evidenced: boolean;
  revokedAt: string | null;
  /** The event the state relies on. */
  eventId: number | null;
};

/** Who changed the number's do-not-call entry, from the compliance log. */
export type EvidenceDoNotCallChange = {
  /** Unique within the pack ("log-12", "consent-40"). */
  key: string;
  action: string;
  at: string;
  actor: string | null;
  actorRole: string | null;
  reason: string | null;
};

export type EvidenceDoNotCall = {
  /** The number's entry now; null: not on the list. */
  listed: {
    source: DoNotCallSource;
    addedAt: string;
    addedBy: string | null;
    callId: string | null;
  } | null;
  /** Additions and removals, oldest first. */
  changes: EvidenceDoNotCallChange[];
};

/** The call a dial record decided on, as it stands now. */
export type EvidenceCall = {
  id: string;
  state: string;
  outcome: string | null;
  direction: string;
  provider: string;
  listName: string | null;
  agentName: string | null;
  startedAt: string;
  dispatchedAt: string | null;
  endedAt: string | null;
  durationMs: number | null;
  notPlacedReason: string | null;
};

/**
 * What a dial record says of its call: dialled, refused by a rule, or allowed by its check but
 * never dialled (the provider refused it, or has no call from that try).
 */
export type DialRecordDecision = 'placed' | 'refused' | 'not-placed';

/**
 * One dial record exactly as stored (snake_case columns, every column the table has: a column
 * added later appears here without a change), with its call.
 */
export type EvidenceDialRecord = {
  id: number;
  call_id: string;
  decision: DialRecordDecision;
  refused_reason: string | null;
  decided_at: string;
  [column: string]: unknown;
} & { call: EvidenceCall | null; agent_name: string | null; started_by_name: string | null };

export type EvidenceDialsPage = {
  records: EvidenceDialRecord[];
  /** Pass as `before` for the next page; null: no more records. */
  nextBefore: number | null;
};

export type EvidencePack = {
  number: string;
  generatedAt: string;
  consent: { events: EvidenceConsentEvent[]; now: EvidenceConsentNow };
  doNotCall: EvidenceDoNotCall;
  dials: EvidenceDialsPage;
};

/** The pack's page in the dashboard. */
export const evidenceHref = (number: string) => `/dashboard/evidence/${encodeURIComponent(number)}`;

/** Its JSON download. */
export const evidenceDownloadHref = (number: string) =>
  `/api/evidence/${encodeURIComponent(number)}.json`;
