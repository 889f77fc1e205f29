import { ListIdInput } from '../../../shared/dialer/list-inputs';
import { authedProcedure, router } from '../../trpc';
import {
  pauseCampaign,
  resumeCampaign,
  startCampaign,
  stopCampaign,
} from './dialer-control.service';

export const dialerRouter = router({
  /** How this deployment places calls, for the "Simulated calls" notice. */
  mode: authedProcedure.query(({ ctx }) => ({ voiceMode: ctx.deps.config.voiceProvider })),
  start: authedProcedure
    .input(ListIdInput)
    .mutation(({ ctx, input }) => startCampaign(ctx.deps, ctx.user.accountId, input.listId)),
  pause: authedProcedure
    .input(ListIdInput)
    .mutation(({ ctx, input }) => pauseCampaign(ctx.deps, ctx.user.accountId, input.listId)),
  resume: authedProcedure
    .input(ListIdInput)
    .mutation(({ ctx, input }) => resumeCampaign(ctx.deps, ctx.user.accountId, input.listId)),
  stop: authedProcedure
    .input(ListIdInput)
    .mutation(({ ctx, input }) => stopCampaign(ctx.deps, ctx.user.accountId, input.listId)),
});
