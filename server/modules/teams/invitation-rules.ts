import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import type { InvitationState } from '../../../shared/teams/team-schemas';
import { BadInputError, ForbiddenError, NotFoundError } from '../../errors';
import type { InvitationRow } from './invitations.repository';

export function invitationState(row: InvitationRow, now = new Date()): InvitationState {
  if (row.revoked_at) return 'revoked';
  if (row.accepted_at) return 'accepted';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

const PROBLEMS: Record<InvitationState, string | null> = {
  pending: null,
  expired: TEAM_MESSAGES.expired,
  revoked: TEAM_MESSAGES.revoked,
  accepted: TEAM_MESSAGES.used,
};

export function invitationProblem(state: InvitationState): string | null {
  return PROBLEMS[state];
}

/** Throws the catalogued reason why `email` cannot use this invitation; returns the row if it can. */
export function assertUsableBy(row: InvitationRow | undefined, email: string): InvitationRow {
  if (!row) throw new NotFoundError(TEAM_MESSAGES.invalidLink);
  const problem = invitationProblem(invitationState(row));
  if (problem) throw new BadInputError(problem);
  if (row.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw new ForbiddenError(TEAM_MESSAGES.wrongEmail);
  }
  return row;
}
