import type { Transaction } from 'kysely';
import { INVITATION_TTL_DAYS, TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import type { InvitationInfo, TeamRole } from '../../../shared/teams/team-schemas';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/types';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError, UnavailableError } from '../../errors';
import { assertPendingRoom, spendInvitationMail } from './invitation-limits';
import { sendInvitationMail } from './invitation-mail';
import { assertUsableBy, invitationProblem, invitationState } from './invitation-rules';
import { createInvitationToken, hashInvitationToken } from './invitation-token';
import {
  findInvitationByTokenHash,
  findPendingInvitation,
  insertInvitation,
  markInvitation,
  renewInvitation,
} from './invitations.repository';
import { accountName, findMemberByEmail, lockAccounts } from './members.repository';
import { notifyAccount } from './team-events';

type InviteDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'events' | 'logger' | 'redis'>;

const expiryFromNow = () => new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);

/** Invites an e-mail into the owner's account; inviting a pending address again re-issues its link. */
export async function inviteMember(
  deps: InviteDeps,
  actor: SessionUser,
  input: { email: string; role: TeamRole },
): Promise<{ invitationId: string }> {
  const { token, tokenHash } = createInvitationToken();
  const expiresAt = expiryFromNow();
  const { invitationId, name } = await deps.db.transaction().execute(async (trx) => {
    await lockAccounts(trx, [actor.accountId]);
    if (await findMemberByEmail(trx, actor.accountId, input.email)) {
      throw new ConflictError(TEAM_MESSAGES.alreadyMember, {
        email: [TEAM_MESSAGES.alreadyMember],
      });
    }
    const existing = await findPendingInvitation(trx, actor.accountId, { email: input.email });
    if (!existing) await assertPendingRoom(trx, actor.accountId);
    await spendInvitationMail(deps, actor.accountId, input.email);
    const renewal = { tokenHash, expiresAt, role: input.role, invitedBy: actor.id };
    let id = existing?.id;
    if (id) await renewInvitation(trx, id, renewal);
    else
      id = await insertInvitation(trx, {
        ...renewal,
        accountId: actor.accountId,
        email: input.email,
      });
    return { invitationId: id, name: await accountName(trx, actor.accountId) };
  });
  await notifyAccount(deps, actor.accountId);
  await mailOrExplain(deps, {
    to: input.email,
    token,
    accountName: name,
    inviterName: actor.name,
    role: input.role,
  });
  return { invitationId };
}

/** Sends a pending invitation again with a new link and a new 7-day expiry. */
export async function resendInvitation(
  deps: InviteDeps,
  actor: SessionUser,
  invitationId: string,
): Promise<{ email: string }> {
  const { token, tokenHash } = createInvitationToken();
  const { invitation, name } = await deps.db.transaction().execute(async (trx) => {
    await lockAccounts(trx, [actor.accountId]);
    const found = await findPendingInvitation(trx, actor.accountId, { id: invitationId });
    if (!found) throw new NotFoundError(TEAM_MESSAGES.invitationNotFound);
    await spendInvitationMail(deps, actor.accountId, found.email);
    await renewInvitation(trx, found.id, {
      tokenHash,
      expiresAt: expiryFromNow(),
      invitedBy: actor.id,
    });
    return { invitation: found, name: await accountName(trx, actor.accountId) };
  });
  await notifyAccount(deps, actor.accountId);
  await mailOrExplain(deps, {
    to: invitation.email,
    token,
    accountName: name,
    inviterName: actor.name,
    role: invitation.role,
  });
  return { email: invitation.email };
}

export async function revokeInvitation(
  deps: Pick<AppDeps, 'db' | 'events' | 'logger'>,
  actor: SessionUser,
  invitationId: string,
): Promise<{ email: string }> {
  const found = await findPendingInvitation(deps.db, actor.accountId, { id: invitationId });
  if (!found || !(await markInvitation(deps.db, found.id, 'revoked_at'))) {
    throw new NotFoundError(TEAM_MESSAGES.invitationNotFound);
  }
  await notifyAccount(deps, actor.accountId);
  return { email: found.email };
}

/** What the accept-invite page shows for a link. */
export async function getInvitationInfo(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<InvitationInfo> {
  const row = await findInvitationByTokenHash(deps.db, hashInvitationToken(token));
  if (!row) throw new NotFoundError(TEAM_MESSAGES.invalidLink);
  const state = invitationState(row);
  return {
    accountName: row.account_name,
    email: row.email,
    role: row.role,
    state,
    problem: invitationProblem(state),
  };
}

/**
 * Called inside the sign-up transaction when the new user came from an invitation link:
 * validates it for `email`, marks it used and returns the account the user joins.
 */
export async function claimInvitationForSignUp(
  trx: Transaction<Database>,
  token: string,
  email: string,
): Promise<{ accountId: string; role: 'owner' | 'member' }> {
  const row = assertUsableBy(
    await findInvitationByTokenHash(trx, hashInvitationToken(token), true),
    email,
  );
  await markInvitation(trx, row.id, 'accepted_at');
  return { accountId: row.account_id, role: row.role };
}

async function mailOrExplain(deps: InviteDeps, mail: Parameters<typeof sendInvitationMail>[1]) {
  try {
    await sendInvitationMail(deps, mail);
  } catch (err) {
    deps.logger.error({ err: { message: (err as Error).message } }, 'invitation e-mail failed');
    throw new UnavailableError(TEAM_MESSAGES.mailFailed);
  }
}
