import type { ColumnType, Generated } from 'kysely';
import type { CallFieldValues } from '../../../shared/calls/call-field-values';
import type {
  CallOutcome,
  CampaignState,
  ContactStatus,
} from '../../../shared/dialer/contact-status';
import type { PipelineStage } from '../../../shared/leads/pipeline';
import type { MeshSizeBasis } from '../../../shared/storm/mesh-swath';
import type { StormFacts } from '../../../shared/storm/storm-facts';
import type { CreatedAt } from './core';

// Tables of the contacts/dialer feature (uploads, contacts, calls, campaign settings).

/** A timestamptz with a default: optional on insert. */
type DefaultedTime = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

type Json = ColumnType<Record<string, string>, string | Record<string, string>, string>;

export interface CampaignDefaultsTable {
  account_id: string;
  max_attempts: Generated<number>;
  retry_delay_minutes: Generated<number>;
  retry_statuses: Generated<string[]>;
  list_name: Generated<string>;
  list_description: Generated<string>;
  voice_agent_id: string | null;
  caller_number: string | null;
  /** The agent that answers callers who are none of the account's contacts (callbacks). */
  inbound_agent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account's calling hours (shared/dialer/calling-schedule.ts); null = the built-in default. */
  calling_schedule: ColumnType<unknown, string | null | undefined, string | null>;
  updated_at: DefaultedTime;
}

export interface ContactListsTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  description: Generated<string>;
  file_name: string;
  contact_count: number;
  created_at: CreatedAt;
  state: Generated<CampaignState>;
  /** Sequence of the current dial-round job; a round job with another seq is a no-op. */
  round_seq: Generated<number>;
  /** When a waiting campaign resumes (shown to users). */
  next_run_at: NullableTime;
  /** When the current round job is due (internal; the sweeper's reference). */
  next_round_at: NullableTime;
  /** When the account's cap on calls in flight last held this campaign back; null = not held. */
  held_since: NullableTime;
  max_attempts: number | null;
  retry_delay_minutes: number | null;
  retry_statuses: string[] | null;
  invalid_count: Generated<number>;
  duplicate_count: Generated<number>;
  /** False for lists imported before numbers were normalised, until the background job ran. */
  numbers_checked: Generated<boolean>;
  /** Null: use the account's defaults. */
  voice_agent_id: string | null;
  caller_number: string | null;
  /** The member who last started this campaign (its dial records name them). */
  started_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why the dialer itself paused this campaign (e.g. the provider refused the key). */
  pause_reason: string | null;
  /** Why a completed campaign ended with contacts nobody may call ("Nothing left to call: …"). */
  end_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The list's own calling hours; null = the account's. */
  calling_schedule: ColumnType<unknown, string | null | undefined, string | null>;
  /** False until every contact has its zones and window key (a list dials only after). */
  zones_ready: Generated<boolean>;
  /** Why a waiting campaign waits ('calling-hours', 'zones'); null = a retry delay. */
  wait_reason: string | null;
  /** The zone whose calling hours open at next_run_at ("next call 8:00 CT"). */
  wait_zone: string | null;
  /** The calling mode (voice provider name) the campaign was started or resumed in. */
  voice_mode: string | null;
  /** "Only dial contacts with recorded consent" (on by default when calls are real). */
  consent_required: Generated<boolean>;
  /** The storm a storm-targeted list was built for (shared/storm/storm-facts.ts); null otherwise. */
  storm: ColumnType<StormFacts | null, string | null | undefined, string | null>;
  /** When a queued campaign joined the account's queue for a campaign slot (state 'queued' only). */
  queued_since: NullableTime;
  updated_at: DefaultedTime;
}

export interface ImportDuplicatesTable {
  list_id: string;
  account_id: string;
  row_number: number;
  phone_original: string;
  duplicate_of_row: number;
}

export interface ContactsTable {
  id: Generated<number>;
  list_id: string;
  account_id: string;
  row_number: number;
  /** E.164, or the text as written when it is not a valid number ('Invalid Number'). */
  phone_number: string;
  /** The number as written in the file. */
  phone_original: string | null;
  first_name: string;
  extra: Json;
  status: Generated<ContactStatus>;
  attempts: Generated<number>;
  last_attempt_at: NullableTime;
  /** Precomputed from shared/dialer/eligibility.ts; null = never dialled again. */
  next_eligible_at: NullableTime;
  /** The status the contact had when its number went on the do-not-call list. */
  status_before_dnc: ColumnType<ContactStatus | null, ContactStatus | null | undefined>;
  /** Candidate IANA zones (server/geo/contact-zones.ts); null until computed. */
  time_zones: string[] | null;
  zone_sources: string[] | null;
  /** Zones and states (policy/calling-hours.ts); null until computed (never dialled before). */
  window_key: string | null;
  /** The strictest cap of the contact's states on calls per 24 h (policy/state-call-cap.ts). */
  call_cap_24h: number | null;
  /** A stored skip reason (policy/skip-reasons.ts); clock-dependent ones are read-time only. */
  skip_reason: string | null;
  /**
   * The ZIP its file gave (shared/storm/contact-zip.ts) when the offline centroids know it; null:
   * none to place the contact by (migration 0049).
   */
  zip: ColumnType<string | null, string | null | undefined, string | null>;
  /** The pipeline stage (shared/leads/pipeline.ts); written by modules/leads/stage-writer.ts only. */
  stage: Generated<PipelineStage>;
  /** When a voicemail message was last left for the contact (policy/voicemail-message.ts). */
  voicemail_left_at: NullableTime;
  /** The A/B variant the contact was assigned at its first dispatch (campaigns/variants/). */
  ab_variant_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The AccuLynx contact a user linked this contact to (modules/acculynx-writeback/). */
  acculynx_contact_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A radar swath list's estimated hail size at the contact, mm (migration 0092); else null. */
  hail_estimate_mm: ColumnType<number | null, number | null | undefined, number | null>;
  /** Where that estimate was read: its own cell or its ZIP's area (shared/storm/mesh-swath.ts). */
  hail_estimate_basis: ColumnType<
    MeshSizeBasis | null,
    MeshSizeBasis | null | undefined,
    MeshSizeBasis | null
  >;
}

/** One agent variant of a list's A/B test (issue #36). */
export interface ListVariantsTable {
  id: Generated<string>;
  account_id: string;
  list_id: string;
  voice_agent_id: string;
  /** Relative share of the list's contacts, 1–100. */
  weight: number;
  /** Stopped: takes no more contacts; its contacts move to the rest by the same hash. */
  stopped_at: NullableTime;
  created_at: DefaultedTime;
}

export interface ListWindowKeysTable {
  list_id: string;
  window_key: string;
}

/**
 * 'awaiting-analysis': the provider ended the call (its slot is free) and the outcome waits for
 * the call's analysis. 'not-placed': the provider refused before dialling; no attempt counts.
 */
export type CallState = 'in-progress' | 'awaiting-analysis' | 'ended' | 'not-placed';

/** 'inbound': a caller rang one of the account's numbers (a callback); it adds no attempt. */
export type CallDirection = 'outbound' | 'inbound';

export interface CallsTable {
  id: Generated<string>;
  account_id: string;
  /** Null (with contact_id) for a test call placed from an agent card. */
  list_id: string | null;
  contact_id: number | null;
  attempt: number;
  round_seq: number | null;
  state: Generated<CallState>;
  direction: Generated<CallDirection>;
  outcome: CallOutcome | null;
  /** The voice provider that placed the call (its VoiceProvider name). */
  provider: string;
  provider_call_id: string | null;
  /** The voice agent that spoke; null until agents exist. */
  voice_agent_id: string | null;
  started_at: DefaultedTime;
  ended_at: NullableTime;
  /** As the provider reported it (Retell's `disconnection_reason`); null for simulated calls. */
  disconnection_reason: string | null;
  /** The sales rep the dispatch took from the rota for a transfer (migration 0097). */
  transfer_to_rep_id: ColumnType<string | null, string | null | undefined>;
  /** That rep's name when taken. */
  transfer_rep_name: ColumnType<string | null, string | null | undefined>;
  /** The number Retell reports it transferred to. */
  transfer_destination: ColumnType<string | null, string | null | undefined>;
  /** How the transfer ended as Retell reported it; null: no transfer. */
  transfer_outcome: ColumnType<
    'transferred' | 'bridged' | 'cancelled' | null,
    'transferred' | 'bridged' | 'cancelled' | null | undefined
  >;
  duration_ms: number | null;
  from_number: string | null;
  to_number: string | null;
  /** Who placed a test call. */
  created_by: string | null;
  /** When the provider accepted the dispatch. */
  dispatched_at: NullableTime;
  connected_at: NullableTime;
  analyzed_at: NullableTime;
  /** When the number was checked against the do-not-call list right before the provider dialled. */
  dnc_checked_at: NullableTime;
  /** The consent the policy used: its source and date, or why none was required. */
  consent_basis: ColumnType<string | null, string | null | undefined>;
  /** The contact's zones and their local time at dial ("America/Chicago 2026-11-26 09:14 Thu"). */
  dial_local_times: ColumnType<string | null, string | null | undefined>;
  /** The state rules applied at dial ("FL: 8:00–20:00, at most 3 calls per 24 h"), or none. */
  state_rules: ColumnType<string | null, string | null | undefined>;
  /** The per-number cap the call was within ("call 2 of at most 3 to this number in 24 h"). */
  number_cap: ColumnType<string | null, string | null | undefined>;
  /** Why the provider refused before dialling (state 'not-placed'). */
  not_placed_reason: string | null;
  cost_cents: number | null;
  latency_p50_ms: number | null;
  summary: string | null;
  sentiment: string | null;
  call_successful: boolean | null;
  in_voicemail: boolean | null;
  transcript: string | null;
  recording_url: string | null;
  /** The post-call analysis fields' values (shared/calls/call-field-values.ts); null until analysed. */
  call_fields: ColumnType<CallFieldValues | null, string | null | undefined, string | null>;
  /** The call carried a voicemail message (a per-call override of the agent's hang-up). */
  voicemail_message: Generated<boolean>;
  /** When the list's owner was told of this callback (inbound calls from a known contact). */
  owner_notified_at: NullableTime;
  /** Kept when the call's list is deleted (the call survives it): the list's name, the number. */
  list_name: ColumnType<string | null, string | null | undefined, string | null>;
  contact_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** The A/B variant the call was placed for; null outside a test. */
  ab_variant_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A call event a provider posted (one row per provider call and event). */
export interface ProviderWebhookEventsTable {
  id: Generated<string>;
  account_id: string;
  provider: string;
  provider_call_id: string;
  event: string;
  /** The body exactly as received and signed (text: JSON may hold \u0000, which jsonb refuses). */
  payload: string;
  received_at: DefaultedTime;
  processed_at: NullableTime;
  /** Claimed by a worker until then, or a conversation's end waiting for its analysis. */
  not_before: NullableTime;
}

/** The account's do-not-call list: one E.164 number, across every list. */
export interface DoNotCallNumbersTable {
  account_id: string;
  phone_number: string;
  source: 'manual' | 'import' | 'opt-out';
  /** The call in which the homeowner opted out (source 'opt-out'). */
  call_id: string | null;
  added_by: string | null;
  created_at: DefaultedTime;
}

/**
 * A number's consent as its events (consent_events) lead to; written only by the consent ledger.
 * `consented`: an AI call may rely on it now (the owner's evidence requirement applied).
 */
export interface ConsentRecordsTable {
  account_id: string;
  phone_number: string;
  consented: boolean;
  /** A grant that counts: no later revocation or invalidation, not spoken on a call. */
  granted: Generated<boolean>;
  /** That grant carries written-consent evidence. */
  evidenced: Generated<boolean>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined>;
  /** The event relied on (the counting grant, else the latest event). */
  event_id: string | null;
  /** The day the file gave (read as UTC midnight); null when it gave none or none readable. */
  consent_date: ColumnType<Date | null, string | null | undefined, string | null>;
  consent_source: string | null;
  list_id: string | null;
  recorded_at: DefaultedTime;
}

export interface DialerTables {
  consent_records: ConsentRecordsTable;
  do_not_call_numbers: DoNotCallNumbersTable;
  campaign_defaults: CampaignDefaultsTable;
  contact_lists: ContactListsTable;
  contacts: ContactsTable;
  list_variants: ListVariantsTable;
  list_window_keys: ListWindowKeysTable;
  calls: CallsTable;
  import_duplicates: ImportDuplicatesTable;
  provider_webhook_events: ProviderWebhookEventsTable;
}
