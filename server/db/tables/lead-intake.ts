// Tables of lead intake (migration 0093): tokens and the answers kept by Idempotency-Key.

import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A named token an account's tools post leads with; only the sha-256 of its secret is kept. */
export interface LeadIntakeTokensTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  scope: Generated<'leads:write'>;
  token_hash: Buffer;
  /** The secret's first characters, so an owner can tell tokens apart. */
  token_hint: string;
  created_by: string | null;
  created_at: CreatedAt;
  last_used_at: NullableTime;
  revoked_at: NullableTime;
}

/** A post's answer by its Idempotency-Key (status and response null while it is being made). */
export interface LeadIntakeRequestsTable {
  account_id: string;
  idempotency_key: string;
  body_hash: Buffer;
  status: number | null;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface LeadIntakeTables {
  lead_intake_tokens: LeadIntakeTokensTable;
  lead_intake_requests: LeadIntakeRequestsTable;
}
