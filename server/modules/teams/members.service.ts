import type { Kysely } from 'kysely';
import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import type { TeamOverview, TeamRole } from '../../../shared/teams/team-schemas';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/types';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import { revokeAllSessions } from '../auth/sessions.repository';
import { listPendingInvitations } from './invitations.repository';
import {
  accountName,
  countOwners,
  findMember,
  listAccountMembers,
  lockAccounts,
  setMembership,
} from './members.repository';
import { notifyAccount } from './team-events';
import { moveToFreshWorkspace } from './workspace-moves';

type MemberDeps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'sessionCache'>;

/** Members and pending invitations of the signed-in user's account; every member may read it. */
export async function getTeam(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
): Promise<TeamOverview> {
  const [name, members, invitations] = await Promise.all([
    accountName(deps.db, actor.accountId),
    listAccountMembers(deps.db, actor.accountId),
    listPendingInvitations(deps.db, actor.accountId),
  ]);
  const now = Date.now();
  return {
    accountName: name,
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      avatarUrl: m.avatar_url,
      role: m.role,
      joinedAt: new Date(m.created_at).toISOString(),
      isYou: m.id === actor.id,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      invitedByName: i.invited_by_name,
      createdAt: new Date(i.created_at).toISOString(),
      expiresAt: new Date(i.expires_at).toISOString(),
      expired: new Date(i.expires_at).getTime() <= now,
    })),
  };
}

/** Locks the account, finds the member and applies the last-owner rule before `change` runs. */
async function changeMembership<T>(
  deps: MemberDeps,
  actor: SessionUser,
  userId: string,
  lastOwnerMessage: string | null,
  change: (trx: Kysely<Database>, member: { id: string; name: string }) => Promise<T>,
): Promise<{ member: { id: string; name: string }; result: T }> {
  return deps.db.transaction().execute(async (trx) => {
    await lockAccounts(trx, [actor.accountId]);
    const member = await findMember(trx, actor.accountId, userId);
    if (!member) throw new NotFoundError(TEAM_MESSAGES.memberNotFound);
    if (
      lastOwnerMessage &&
      member.role === 'owner' &&
      (await countOwners(trx, actor.accountId)) <= 1
    ) {
      throw new ConflictError(lastOwnerMessage);
    }
    return { member, result: await change(trx, member) };
  });
}

/**
 * Removes a member: ends their sessions and live streams at once and moves them into a fresh
 * workspace of their own, so nothing of theirs mixes with this account again.
 */
export async function removeMember(deps: MemberDeps, actor: SessionUser, userId: string) {
  const { member } = await changeMembership(
    deps,
    actor,
    userId,
    TEAM_MESSAGES.lastOwnerRemove,
    async (trx, target) => {
      await moveToFreshWorkspace(trx, target);
      await revokeAllSessions(trx, target.id);
    },
  );
  await deps.sessionCache.changed({ userId: member.id });
  await notifyAccount(deps, actor.accountId, { type: 'member.removed', userId: member.id });
  await notifyAccount(deps, actor.accountId);
  return { name: member.name };
}

export async function changeRole(
  deps: MemberDeps,
  actor: SessionUser,
  userId: string,
  role: TeamRole,
) {
  const { member } = await changeMembership(
    deps,
    actor,
    userId,
    role === 'member' ? TEAM_MESSAGES.lastOwnerDemote : null,
    (trx, target) => setMembership(trx, target.id, actor.accountId, role),
  );
  await deps.sessionCache.changed({ userId: member.id });
  await notifyAccount(deps, actor.accountId);
  return { name: member.name, role };
}

/** The signed-in user leaves the workspace for a fresh one of their own and stays signed in. */
export async function leaveWorkspace(deps: MemberDeps, actor: SessionUser) {
  const { result: accountId } = await changeMembership(
    deps,
    actor,
    actor.id,
    TEAM_MESSAGES.lastOwnerLeave,
    (trx, self) => moveToFreshWorkspace(trx, self),
  );
  await deps.sessionCache.changed({ userId: actor.id });
  await notifyAccount(deps, actor.accountId, { type: 'member.removed', userId: actor.id });
  await notifyAccount(deps, actor.accountId);
  return { accountId };
}
