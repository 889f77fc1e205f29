import {
  CreateLeadTokenInput,
  RevokeLeadTokenInput,
} from '../../../shared/lead-intake/lead-intake-tokens';
import { ownerProcedure, router } from '../../trpc';
import { createLeadToken, listLeadTokens, revokeLeadToken } from './lead-tokens.service';

/** Settings → Lead intake: owners only; every procedure is scoped to the owner's account. */
export const leadTokensRouter = router({
  list: ownerProcedure.query(({ ctx }) => listLeadTokens(ctx.deps, ctx.user.accountId)),
  /** The secret comes back once, here; afterwards only its hint. */
  create: ownerProcedure
    .input(CreateLeadTokenInput)
    .mutation(({ ctx, input }) => createLeadToken(ctx.deps, ctx.user, input.name)),
  revoke: ownerProcedure
    .input(RevokeLeadTokenInput)
    .mutation(({ ctx, input }) => revokeLeadToken(ctx.deps, ctx.user.accountId, input.id)),
});
