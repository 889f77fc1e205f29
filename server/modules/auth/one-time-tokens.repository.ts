import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { OneTimeTokenPurpose } from '../../db/tables/auth';
import type { Database } from '../../db/types';
import { hashToken, randomToken } from './secure-tokens';

type Executor = Db | Transaction<Database>;

/** Issues a new link token; earlier unused tokens of the same purpose stop working. */
export async function issueOneTimeToken(
  db: Executor,
  userId: string,
  purpose: OneTimeTokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const token = randomToken();
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('one_time_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .execute();
  return token;
}

/** The still valid (unused, unexpired) token's row; undefined otherwise. */
export function findValidOneTimeToken(db: Executor, token: string, purpose: OneTimeTokenPurpose) {
  return db
    .selectFrom('one_time_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Marks a token used; false when another request used it first. */
export async function consumeOneTimeToken(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
