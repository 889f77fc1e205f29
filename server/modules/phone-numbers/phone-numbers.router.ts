import { InboundAgentSchema } from '../../../shared/agents/inbound-agent';
import { BuyNumberSchema } from '../../../shared/agents/phone-numbers';
import { authedProcedure, ownerProcedure, router } from '../../trpc';
import { getInboundAgent, setInboundAgent } from './inbound-agent.service';
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
});
