// Tables of do-not-call registry copies per account (migration 0094).

import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** 'national' (the National Do Not Call Registry) or a state's two-letter code. */
export type RegistryCode = string;

export type RejectedRow = { row: number; reason: string };

/** The account's subscription to a registry: its Subscription Account Number (SAN) or id. */
export interface RegistrySubscriptionsTable {
  id: Generated<string>;
  account_id: string;
  registry: RegistryCode;
  subscription_id: string;
  created_at: CreatedAt;
}

/** One imported copy: a full list or a change list, dated by its download (the freshness clock). */
export interface RegistryCopiesTable {
  id: Generated<string>;
  account_id: string;
  registry: RegistryCode;
  kind: 'full' | 'changes';
  /** The area codes the copy covers; null: the whole list (every area code). */
  area_codes: string[] | null;
  /** The date the owner states the copy was downloaded; written as YYYY-MM-DD (pg reads a Date). */
  download_date: ColumnType<Date, string, string>;
  imported_at: NullableTime;
  rows_imported: Generated<number>;
  rows_rejected: Generated<number>;
  /** The first bad rows: { row, reason } (row: the data row's number in the file, blank rows skipped). */
  rejected_examples: ColumnType<RejectedRow[], string | undefined, string>;
  status: Generated<'importing' | 'imported' | 'failed'>;
  error: string | null;
  created_at: CreatedAt;
}

/** A number on a registry copy of an account (E.164). */
export interface RegistryNumbersTable {
  account_id: string;
  registry: RegistryCode;
  phone_number: string;
  copy_id: string;
}

export interface RegistriesTables {
  registry_subscriptions: RegistrySubscriptionsTable;
  registry_copies: RegistryCopiesTable;
  registry_numbers: RegistryNumbersTable;
}
