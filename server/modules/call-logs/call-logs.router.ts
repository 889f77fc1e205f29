import { CallFunnelInput } from '../../../shared/analytics/funnel-inputs';
import {
  CallAnalyticsInput,
  CallIdInput,
  CallLogPageInput,
} from '../../../shared/calls/call-log-inputs';
import { authedProcedure, router } from '../../trpc';
import {
  getCallAnalytics,
  getCallDetails,
  getCallLogPage,
  getFilterChoices,
} from './call-logs.service';
import { getCallFunnel } from './funnel.service';

export const callLogsRouter = router({
  page: authedProcedure
    .input(CallLogPageInput)
    .query(({ ctx, input }) => getCallLogPage(ctx.deps, ctx.user.accountId, input)),
  details: authedProcedure
    .input(CallIdInput)
    .query(({ ctx, input }) => getCallDetails(ctx.deps, ctx.user.accountId, input.callId)),
  analytics: authedProcedure
    .input(CallAnalyticsInput)
    .query(({ ctx, input }) => getCallAnalytics(ctx.deps, ctx.user.accountId, input)),
  funnel: authedProcedure
    .input(CallFunnelInput)
    .query(({ ctx, input }) => getCallFunnel(ctx.deps, ctx.user.accountId, input)),
  filterChoices: authedProcedure.query(({ ctx }) => getFilterChoices(ctx.deps, ctx.user.accountId)),
});
