import { ListIdInput, SettingsScopeInput } from '../../../shared/dialer/list-inputs';
import { authedProcedure, router } from '../../trpc';
import {
  pauseCampaign,
  resumeCampaign,
  startCampaign,
  stopCampaign,
} from './dialer-control.service';
import { callResultsReachable, realCallReadiness } from './real-call-readiness.service';
import { callingClockOffsetMs } from './rounds/calling-clock';
import { startPreview } from './start-preview/start-preview.service';

export const dialerRouter = router({
  /** How this deployment places calls, for the "Simulated calls" notice. */
  mode: authedProcedure.query(async ({ ctx }) => ({
    voiceMode: ctx.deps.config.voiceProvider,
    webhooksReachable: await callResultsReachable(ctx.deps, ctx.user.accountId),
    /** How far the calling-hours clock runs ahead of real time (0 unless the demo clock is set). */
    callingClockOffsetMs: callingClockOffsetMs(ctx.deps),
  })),
  /** What a list (or the defaults, listId null) still needs before it dials real calls. */
  readiness: authedProcedure
    .input(SettingsScopeInput)
    .query(({ ctx, input }) => realCallReadiness(ctx.deps, ctx.user.accountId, input.listId)),
  /** The start dialog's counts: who can be called now, and why the others cannot. */
  preview: authedProcedure
    .input(ListIdInput)
    .query(({ ctx, input }) => startPreview(ctx.deps, ctx.user.accountId, input.listId)),
  start: authedProcedure
    .input(ListIdInput)
    .mutation(({ ctx, input }) =>
      startCampaign(ctx.deps, ctx.user.accountId, input.listId, ctx.user.id),
    ),
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
