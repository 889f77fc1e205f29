import { z } from 'zod';
import { EmailSchema } from '../auth/auth-schemas';
import { singleLineText } from '../validation/bounded-text';
import { INPUT_LIMITS, INPUT_MESSAGES } from '../validation/input-limits';
import { TEAM_MESSAGES } from './team-messages';

export const TEAM_ROLES = ['owner', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TeamRoleSchema = z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.invalidRole });

export const InviteInputSchema = z.object({
  email: EmailSchema,
  role: TeamRoleSchema,
});
export type InviteInput = z.input<typeof InviteInputSchema>;

export const InvitationTokenSchema = z.object({
  token: singleLineText(
    INPUT_LIMITS.token,
    INPUT_MESSAGES.tooLong(INPUT_LIMITS.token),
    TEAM_MESSAGES.invalidLink,
  ).min(1, TEAM_MESSAGES.invalidLink),
});

export const InvitationIdSchema = z.object({
  invitationId: z.uuid({ error: TEAM_MESSAGES.invitationNotFound }),
});

export const MemberIdSchema = z.object({
  userId: z.uuid({ error: TEAM_MESSAGES.memberNotFound }),
});

export const ChangeRoleSchema = MemberIdSchema.extend({ role: TeamRoleSchema });

export type InvitationState = 'pending' | 'expired' | 'revoked' | 'accepted';

export type TeamMember = {
  id: string;
  name: string;
  email: string;
  avatarUrl: string | null;
  role: TeamRole;
  joinedAt: string;
  isYou: boolean;
};

export type PendingInvitation = {
  id: string;
  email: string;
  role: TeamRole;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
};

export type TeamOverview = {
  accountName: string;
  members: TeamMember[];
  invitations: PendingInvitation[];
};

/** What the accept-invite page may know about a link: never the token hash. */
export type InvitationInfo = {
  accountName: string;
  email: string;
  role: TeamRole;
  state: InvitationState;
  /** Why the link can no longer be used; null while it is pending. */
  problem: string | null;
};
