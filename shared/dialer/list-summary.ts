import type { CampaignState, ContactStatus } from './contact-status';

/** One contact list (upload) with its campaign state, as lists, uploads and dialer controls return it. */
export type ListSummary = {
  id: string;
  name: string;
  description: string;
  fileName: string;
  /** ISO timestamp. */
  createdAt: string;
  contactCount: number;
  /** Contacts whose number is not a valid phone number (status 'Invalid Number', never dialled). */
  invalidCount: number;
  /** File rows dropped at import because an earlier row had the same number. */
  duplicateCount: number;
  state: CampaignState;
  /** When a waiting campaign resumes by itself (ISO), else null. */
  nextRunAt: string | null;
  /** Why the dialer itself paused the campaign (the provider refused), else null. */
  pauseReason: string | null;
  /** Why a completed campaign ended with contacts nobody may call ("Nothing left to call: …"). */
  endReason?: string | null;
  /** Why a waiting campaign waits ('calling-hours', 'zones'; null: a retry delay). */
  waitReason: string | null;
  /** The zone whose calling hours open at nextRunAt ("next call 8:00 CT"). */
  waitZone: string | null;
  /** When a queued campaign joined the account's queue for a campaign slot (ISO), else null. */
  queuedSince: string | null;
  counts: Partial<Record<ContactStatus, number>>;
  /** True when the list follows the account's default call settings. */
  usesDefaultSettings: boolean;
};

export type ContactRow = {
  id: string;
  rowNumber: number;
  phoneNumber: string;
  firstName: string;
  status: ContactStatus;
  attempts: number;
  /** ISO timestamp or null. */
  lastAttemptAt: string | null;
  /** Why the contact is not being called now ("Outside calling hours until 8:00 CT"), or null. */
  skipReason: string | null;
};

export type ContactsPage = { rows: ContactRow[]; total: number };

/** The upload endpoint's answers: 201 `{ list }`, else `{ error }`. */
export type UploadResponse = { list: ListSummary } | { error: { code: string; message: string } };
