import { sql, type Transaction } from 'kysely';
import { waitText } from '../../../shared/format/wait-text';
import { INVITATION_LIMITS, TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import { assertRoomUnderCap } from '../../db/account-cap';
import type { Database } from '../../db/types';
import type { AppDeps } from '../../deps';
import { ConflictError, RateLimitedError } from '../../errors';
import { consumeLimits, refundLimits } from '../auth/rate-limits';

type Deps = Pick<AppDeps, 'redis' | 'config' | 'logger'>;

/**
 * Spends one invitation mail: 3 a day to one address (from any workspace), 20 an hour from one
 * account. A refusal by the account's limit gives the address its point back.
 */
export async function spendInvitationMail(
  deps: Deps,
  accountId: string,
  email: string,
): Promise<void> {
  await consumeLimits(deps, [['inviteAddress', email]], (ms) =>
    TEAM_MESSAGES.tooManyToAddress(waitText(ms)),
  );
  try {
    await consumeLimits(deps, [['inviteAccount', accountId]], (ms) =>
      TEAM_MESSAGES.tooManySent(waitText(ms)),
    );
  } catch (error) {
    if (error instanceof RateLimitedError) await refundLimits(deps, [['inviteAddress', email]]);
    throw error;
  }
}

/** At most 100 open (pending, unexpired) invitations per account, counted under the account's lock. */
export function assertPendingRoom(trx: Transaction<Database>, accountId: string): Promise<void> {
  return assertRoomUnderCap(trx, {
    accountId,
    limit: INVITATION_LIMITS.pending,
    count: async (q) => {
      const row = await q
        .selectFrom('invitations')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('account_id', '=', accountId)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    refusal: () => new ConflictError(TEAM_MESSAGES.tooManyPending),
  });
}
