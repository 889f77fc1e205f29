import { sql } from 'kysely';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { contactsOf } from '../../helpers/dialer-fixtures';
import type { TestContext } from '../../helpers/test-context';

/**
 * A list whose first contact carries `count` past Retell calls of the account (its dials so far;
 * `provider: 'simulated'` for calls that dialled nobody).
 */
export async function seedCalls(
  ctx: TestContext,
  accountId: string,
  count: number,
  options: {
    startedAt?: Date;
    durationMs?: number | null;
    listId?: string;
    provider?: 'retell' | 'simulated';
  } = {},
): Promise<string> {
  const listId = options.listId ?? (await pastCallsList(ctx, accountId));
  const [contact] = await contactsOf(ctx, listId);
  const startedAt = options.startedAt ?? new Date();
  const durationMs = options.durationMs === undefined ? 60_000 : options.durationMs;
  await sql`
    insert into calls (account_id, list_id, contact_id, attempt, round_seq, state, outcome,
      provider, started_at, ended_at, duration_ms)
    select ${accountId}, ${listId}, ${contact!.id},
      g + (select coalesce(max(attempt), 0) from calls where contact_id = ${contact!.id}), 0, 'ended', 'Dial No Answer', ${options.provider ?? 'retell'},
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

/** A list of one number no list of `importList` has, so its past calls hold none of theirs. */
async function pastCallsList(ctx: TestContext, accountId: string): Promise<string> {
  const result = await importContactsCsv(ctx, {
    accountId,
    fileName: 'past-calls.csv',
    bytes: Buffer.from('phone,first_name\n+12145559999,Past\n'),
  });
  if (!result.ok) throw new Error(result.message);
  return result.list.id;
}
