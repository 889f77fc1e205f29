import { sql } from 'kysely';
import { contactsOf, importList } from '../../helpers/dialer-fixtures';
import type { TestContext } from '../../helpers/test-context';

/** A list whose first contact carries `count` past calls of the account (its dials so far). */
export async function seedCalls(
  ctx: TestContext,
  accountId: string,
  count: number,
  options: { startedAt?: Date; durationMs?: number | null; listId?: string } = {},
): Promise<string> {
  const listId = options.listId ?? (await importList(ctx, accountId, 1)).id;
  const [contact] = await contactsOf(ctx, listId);
  const startedAt = options.startedAt ?? new Date();
  const durationMs = options.durationMs === undefined ? 60_000 : options.durationMs;
  await sql`
    insert into calls (account_id, list_id, contact_id, attempt, round_seq, state, outcome,
      provider, started_at, ended_at, duration_ms)
    select ${accountId}, ${listId}, ${contact!.id},
      g + (select coalesce(max(attempt), 0) from calls where contact_id = ${contact!.id}), 0, 'ended', 'Dial No Answer', 'simulated',
      ${startedAt.toISOString()}::timestamptz,
      ${startedAt.toISOString()}::timestamptz + interval '30 seconds',
      ${durationMs}::int
    from generate_series(1, ${count}) g`.execute(ctx.db);
  return listId;
}

export async function setAccountCreatedAt(ctx: TestContext, accountId: string, at: Date) {
  await sql`update accounts set created_at = ${at.toISOString()}::timestamptz where id = ${accountId}`.execute(
    ctx.db,
  );
}

export const VALID_CARD = {
  brand: 'visa' as const,
  last4: '4242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
  cardName: 'Dana Roofer',
};
