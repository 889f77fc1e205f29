import { BuyNumberSchema } from '../../../shared/agents/phone-numbers';
import { authedProcedure, ownerProcedure, router } from '../../trpc';
import { buyPhoneNumber, listPhoneNumbers } from './phone-numbers.service';

export const phoneNumbersRouter = router({
  list: authedProcedure.query(({ ctx }) => listPhoneNumbers(ctx.deps, ctx.user.accountId)),
  /** Buying costs money every month: owners only. */
  buy: ownerProcedure
    .input(BuyNumberSchema)
    .mutation(({ ctx, input }) => buyPhoneNumber(ctx.deps, ctx.user.accountId, input.areaCode)),
});
