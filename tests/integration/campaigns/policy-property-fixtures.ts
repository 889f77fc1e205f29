import { sql } from 'kysely';
import type { TestContext } from '../../helpers/test-context';

/**
 * Rows for the policy property tests, written with plain SQL (never through the product's
 * writers): a policy's SQL is judged on rows the test itself chose.
 */

/** A fresh account (its per-number cap when given). */
export async function insertAccount(ctx: TestContext, callsPerNumber24h = 3): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into accounts (name, calls_per_number_24h) values ('Policy Roofing', ${callsPerNumber24h})
    returning id`.execute(ctx.db);
  return rows[0]!.id;
}

/** A contact list of the account (its consent switch when given). */
export async function insertList(
  ctx: TestContext,
  accountId: string,
  consentRequired = false,
): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into contact_lists (account_id, name, file_name, contact_count, consent_required)
    values (${accountId}, 'Policy list', 'policy.csv', 0, ${consentRequired})
    returning id`.execute(ctx.db);
  return rows[0]!.id;
}

export type ContactRow = {
  phoneNumber: string;
  windowKey?: string | null;
  callCap24h?: number | null;
  voicemailLeftAt?: Date | null;
};

/** Contacts of the list, in order; answers their ids in the same order. */
export async function insertContacts(
  ctx: TestContext,
  accountId: string,
  listId: string,
  contacts: readonly ContactRow[],
): Promise<number[]> {
  if (contacts.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    insert into contacts (list_id, account_id, row_number, phone_number, first_name, extra,
      window_key, call_cap_24h, voicemail_left_at, next_eligible_at)
    select ${listId}::uuid, ${accountId}::uuid, v.n, v.phone, 'Policy', '{}'::jsonb, v.window_key,
      v.cap, v.voicemail_left_at, 'epoch'::timestamptz
    from unnest(
      ${contacts.map((_, i) => i + 1)}::int[],
      ${contacts.map((c) => c.phoneNumber)}::text[],
      ${contacts.map((c) => c.windowKey ?? null)}::text[],
      ${contacts.map((c) => c.callCap24h ?? null)}::smallint[],
      ${contacts.map((c) => c.voicemailLeftAt?.toISOString() ?? null)}::timestamptz[]
    ) with ordinality as v(n, phone, window_key, cap, voicemail_left_at, ord)
    order by v.ord
    returning id`.execute(ctx.db);
  return rows.map((row) => Number(row.id));
}

export type CallRow = {
  contactId: number;
  listId: string;
  startedAt: Date;
  state: 'in-progress' | 'awaiting-analysis' | 'ended' | 'not-placed';
  direction?: 'outbound' | 'inbound';
};

/** Call rows of the account's contacts (outbound ones numbered as attempts by start). */
export async function insertCalls(
  ctx: TestContext,
  accountId: string,
  calls: readonly CallRow[],
): Promise<void> {
  if (calls.length === 0) return;
  await sql`
    insert into calls (account_id, list_id, contact_id, attempt, state, direction, provider,
      started_at, outcome)
    select ${accountId}::uuid, v.list_id, v.contact_id,
      case when v.direction = 'inbound' then 0
        else row_number() over (partition by v.contact_id, v.direction order by v.started_at) end,
      v.state, v.direction, 'simulated', v.started_at,
      case when v.state = 'ended' then 'Completed' end
    from unnest(
      ${calls.map((c) => c.listId)}::uuid[],
      ${calls.map((c) => c.contactId)}::bigint[],
      ${calls.map((c) => c.state)}::text[],
      ${calls.map((c) => c.direction ?? 'outbound')}::text[],
      ${calls.map((c) => c.startedAt.toISOString())}::timestamptz[]
    ) as v(list_id, contact_id, state, direction, started_at)`.execute(ctx.db);
}

/** A few numbers, so generated contacts of one account share some. */
export const NUMBERS = ['+12142000001', '+12142000002', '+12142000003', '+13055550104'] as const;
