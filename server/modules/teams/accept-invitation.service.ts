import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors';
import { assertUsableBy } from './invitation-rules';
import { hashInvitationToken } from './invitation-token';
import { findInvitationByTokenHash, markInvitation } from './invitations.repository';
import {
  deleteEmptyAccount,
  hasContactLists,
  hasOtherMembers,
  lockAccounts,
  setMembership,
} from './members.repository';
import { notifyAccount } from './team-events';

/**
 * A signed-in user accepts an invitation into another workspace. Allowed only while their own
 * workspace has no other members and no contact lists; the emptied workspace is then deleted.
 */
export async function acceptInvitation(
  deps: Pick<AppDeps, 'db' | 'events' | 'logger' | 'sessionCache'>,
  actor: SessionUser,
  token: string,
): Promise<{ accountId: string; accountName: string; role: 'owner' | 'member' }> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const probe = await findInvitationByTokenHash(trx, hashInvitationToken(token));
    const target = assertUsableBy(probe, actor.email).account_id;
    await lockAccounts(trx, [actor.accountId, target]);
    const row = assertUsableBy(
      await findInvitationByTokenHash(trx, hashInvitationToken(token), true),
      actor.email,
    );
    const current = await trx
      .selectFrom('users')
      .select('account_id')
      .where('id', '=', actor.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.account_id === row.account_id) {
      throw new ConflictError(TEAM_MESSAGES.alreadyInWorkspace);
    }
    const oldAccountId = current.account_id;
    if (
      (await hasOtherMembers(trx, oldAccountId, actor.id)) ||
      (await hasContactLists(trx, oldAccountId))
    ) {
      throw new ConflictError(TEAM_MESSAGES.cannotMove);
    }
    await setMembership(trx, actor.id, row.account_id, row.role);
    await markInvitation(trx, row.id, 'accepted_at');
    if (!(await deleteEmptyAccount(trx, oldAccountId))) {
      deps.logger.warn({ accountId: oldAccountId }, 'emptied workspace kept: still referenced');
    }
    return { accountId: row.account_id, accountName: row.account_name, role: row.role };
  });
  await deps.sessionCache.changed({ userId: actor.id });
  await notifyAccount(deps, result.accountId);
  return result;
}
