import {
  ChangeRoleSchema,
  InvitationIdSchema,
  InvitationTokenSchema,
  InviteInputSchema,
  MemberIdSchema,
} from '../../../shared/teams/team-schemas';
import { RenameWorkspaceSchema } from '../../../shared/teams/workspace-name';
import { authedProcedure, ownerProcedure, publicProcedure, router } from '../../trpc';
import { acceptInvitation } from './accept-invitation.service';
import {
  getInvitationInfo,
  inviteMember,
  resendInvitation,
  revokeInvitation,
} from './invitations.service';
import { changeRole, getTeam, leaveWorkspace, removeMember } from './members.service';
import { renameWorkspace } from './workspace-name.service';

export const teamsRouter = router({
  listMembers: authedProcedure.query(({ ctx }) => getTeam(ctx.deps, ctx.user)),

  invite: ownerProcedure
    .input(InviteInputSchema)
    .mutation(({ ctx, input }) => inviteMember(ctx.deps, ctx.user, input)),

  resendInvitation: ownerProcedure
    .input(InvitationIdSchema)
    .mutation(({ ctx, input }) => resendInvitation(ctx.deps, ctx.user, input.invitationId)),

  revokeInvitation: ownerProcedure
    .input(InvitationIdSchema)
    .mutation(({ ctx, input }) => revokeInvitation(ctx.deps, ctx.user, input.invitationId)),

  removeMember: ownerProcedure
    .input(MemberIdSchema)
    .mutation(({ ctx, input }) => removeMember(ctx.deps, ctx.user, input.userId)),

  changeRole: ownerProcedure
    .input(ChangeRoleSchema)
    .mutation(({ ctx, input }) => changeRole(ctx.deps, ctx.user, input.userId, input.role)),

  renameWorkspace: ownerProcedure
    .input(RenameWorkspaceSchema)
    .mutation(({ ctx, input }) => renameWorkspace(ctx.deps, ctx.user, input.name)),

  leave: authedProcedure.mutation(({ ctx }) => leaveWorkspace(ctx.deps, ctx.user)),

  /**
   * Public: what an invitation link is about. A mutation (POST) on purpose, so the token travels
   * in the request body and never in a URL that reaches request logs.
   */
  invitationInfo: publicProcedure
    .input(InvitationTokenSchema)
    .mutation(({ ctx, input }) => getInvitationInfo(ctx.deps, input.token)),

  acceptInvitation: authedProcedure
    .input(InvitationTokenSchema)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.deps, ctx.user, input.token)),
});
