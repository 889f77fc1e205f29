import { InboundAgentSchema } from '../../../shared/agents/inbound-agent';
import { BuyNumberSchema, PhoneNumberChoiceSchema } from '../../../shared/agents/phone-numbers';
import { authedProcedure, ownerProcedure, router } from '../../trpc';
import { getInboundAgent, setInboundAgent } from './inbound-agent.service';
import { closeCallbacksNotice, useProductInboundAgent } from './inbound-choice.service';
import { buyPhoneNumber, listPhoneNumbers } from './phone-numbers.service';

export const phoneNumbersRouter = router({
  list: authedProcedure.query(({ ctx }) => listPhoneNumbers(ctx.deps, ctx.user.accountId)),
  /** Buying costs money every month: owners only. */
  buy: ownerProcedure
    .input(BuyNumberSchema)
    .mutation(({ ctx, input }) => buyPhoneNumber(ctx.deps, ctx.user.accountId, input.areaCode)),
  inboundAgent: authedProcedure.query(({ ctx }) => getInboundAgent(ctx.deps, ctx.user.accountId)),
  setInboundAgent: ownerProcedure
    .input(InboundAgentSchema)
    .mutation(({ ctx, input }) =>
      setInboundAgent(ctx.deps, ctx.user.accountId, input.voiceAgentId),
    ),
  /** An imported number that kept its own Retell agent answers with the inbound agent instead. */
  useInboundAgent: ownerProcedure
    .input(PhoneNumberChoiceSchema)
    .mutation(({ ctx, input }) =>
      useProductInboundAgent(ctx.deps, ctx.user.accountId, input.phoneNumber),
    ),
  closeCallbacksNotice: authedProcedure.mutation(({ ctx }) =>
    closeCallbacksNotice(ctx.deps, ctx.user.accountId),
  ),
});
