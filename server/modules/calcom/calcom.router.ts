import { ConnectCalcomSchema } from '../../../shared/agents/calcom';
import { authedProcedure, ownerProcedure, router } from '../../trpc';
import { connectCalcom, getCalcomStatus, listCalcomEventTypes } from './calcom.service';

export const calcomRouter = router({
  status: authedProcedure.query(({ ctx }) => getCalcomStatus(ctx.deps, ctx.user.accountId)),
  connect: ownerProcedure
    .input(ConnectCalcomSchema)
    .mutation(({ ctx, input }) => connectCalcom(ctx.deps, ctx.user, input)),
  eventTypes: authedProcedure.query(({ ctx }) =>
    listCalcomEventTypes(ctx.deps, ctx.user.accountId),
  ),
});
