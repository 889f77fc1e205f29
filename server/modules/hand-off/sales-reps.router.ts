import {
  SalesRepIdInput,
  SalesRepInput,
  SetSalesRepEnabledInput,
  UpdateSalesRepInput,
} from '../../../shared/sales-reps/sales-rep-schema';
import { authedProcedure, ownerProcedure, router } from '../../trpc';
import {
  addSalesRep,
  editSalesRep,
  listSalesReps,
  removeSalesRep,
  setSalesRepEnabled,
} from './sales-reps.service';

/** Settings → Team → Sales reps: owners manage, members read; scoped to the user's account. */
export const salesRepsRouter = router({
  list: authedProcedure.query(({ ctx }) => listSalesReps(ctx.deps, ctx.user.accountId)),
  add: ownerProcedure
    .input(SalesRepInput)
    .mutation(({ ctx, input }) => addSalesRep(ctx.deps, ctx.user.accountId, input)),
  update: ownerProcedure
    .input(UpdateSalesRepInput)
    .mutation(({ ctx, input }) => editSalesRep(ctx.deps, ctx.user.accountId, input.id, input.rep)),
  setEnabled: ownerProcedure
    .input(SetSalesRepEnabledInput)
    .mutation(({ ctx, input }) =>
      setSalesRepEnabled(ctx.deps, ctx.user.accountId, input.id, input.enabled),
    ),
  remove: ownerProcedure
    .input(SalesRepIdInput)
    .mutation(({ ctx, input }) => removeSalesRep(ctx.deps, ctx.user.accountId, input.id)),
});
