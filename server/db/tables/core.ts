import type { ColumnType, Generated } from 'kysely';

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AccountsTable {
  id: Generated<string>;
  name: string;
  campaigns_running_limit: Generated<number>;
  /** Region for numbers written without a country code (ISO 3166 alpha-2). */
  phone_region: Generated<string>;
  /** The list leads posted without a listId go to ("Inbound leads", made on first use; 0093). */
  lead_intake_list_id: ColumnType<string | null, string | null | undefined>;
  /** The concurrent-calls setting: calls in flight at once across all the account's campaigns. */
  calls_in_flight_limit: Generated<number>;
  /** The voice provider's concurrency limit as it last reported it; null: never reported. */
  provider_concurrency_limit: ColumnType<number | null, number | null | undefined>;
  /** Slots the provider reserves for inbound calls, as last reported; null: not reported. */
  provider_inbound_reserved: ColumnType<number | null, number | null | undefined>;
  /** When the provider was last asked for its concurrency (null: never). */
  provider_concurrency_checked_at: ColumnType<Date | null, Date | null | undefined>;
  /** Calls to one number per 24 h across all the account's lists (state rules may be lower). */
  calls_per_number_24h: Generated<number>;
  /** The Business name calls disclose ({company_name}); null until set. */
  business_name: ColumnType<string | null, string | null | undefined>;
  /** The number a called person can call back ({callback_number}); null: the list's caller number. */
  callback_number: ColumnType<string | null, string | null | undefined>;
  /** The toll-free number a real call's voicemail message gives ({opt_out_number}); null: none. */
  opt_out_number: ColumnType<string | null, string | null | undefined>;
  /** IANA zone the weekly report's weeks and send time (Monday 8:00) are judged in. */
  time_zone: Generated<string>;
  /** False while time_zone is the 'UTC' placeholder nobody chose (Settings adopts the owner's browser zone). */
  time_zone_set: Generated<boolean>;
  /** Real calls rely only on consent with written evidence (owners set it; changes logged). */
  require_consent_evidence: Generated<boolean>;
  created_at: CreatedAt;
}

export type AccountRole = 'owner' | 'member';

export interface UsersTable {
  id: Generated<string>;
  account_id: string;
  role: AccountRole;
  email: string;
  name: string;
  avatar_url: string | null;
  password_hash: string;
  email_verified_at: Timestamp | null;
  is_admin: Generated<boolean>;
  /** Opted in to the weekly report by e-mail. */
  weekly_report: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Timestamp>;
}

export interface CoreTables {
  accounts: AccountsTable;
  users: UsersTable;
}
