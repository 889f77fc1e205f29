import {
  SaveTimeZoneInput,
  SetWeeklyReportInput,
  WEEKLY_REPORT_MESSAGES,
  type WeeklyReportSettings,
} from '../../../shared/weekly-report/weekly-report-inputs';
import type { AppDeps } from '../../deps';
import { authedProcedure, ownerProcedure, router } from '../../trpc';
import { consumeLimits } from '../auth/rate-limits';
import { mailWeeklyReport } from './send-weekly-report';
import { setOptIn } from './weekly-report.repository';

async function settingsOf(
  deps: AppDeps,
  user: { id: string; accountId: string },
): Promise<WeeklyReportSettings> {
  const row = await deps.db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select(['accounts.time_zone', 'accounts.time_zone_set', 'users.weekly_report'])
    .where('users.id', '=', user.id)
    .where('users.account_id', '=', user.accountId)
    .executeTakeFirstOrThrow();
  return { timeZone: row.time_zone, timeZoneSet: row.time_zone_set, optedIn: row.weekly_report };
}

export const weeklyReportRouter = router({
  get: authedProcedure.query(({ ctx }) => settingsOf(ctx.deps, ctx.user)),
  /** The account's zone: its weeks and Monday 8:00 (owners only, like the other account settings). */
  saveTimeZone: ownerProcedure.input(SaveTimeZoneInput).mutation(async ({ ctx, input }) => {
    await ctx.deps.db
      .updateTable('accounts')
      .set({ time_zone: input.timeZone, time_zone_set: true })
      .where('id', '=', ctx.user.accountId)
      .execute();
    return settingsOf(ctx.deps, ctx.user);
  }),
  /** The owner's browser zone, sent on their first visit to Settings: kept only while none is set. */
  adoptBrowserZone: ownerProcedure.input(SaveTimeZoneInput).mutation(async ({ ctx, input }) => {
    await ctx.deps.db
      .updateTable('accounts')
      .set({ time_zone: input.timeZone, time_zone_set: true })
      .where('id', '=', ctx.user.accountId)
      .where('time_zone_set', '=', false)
      .execute();
    return settingsOf(ctx.deps, ctx.user);
  }),
  /** The signed-in member's own opt-in. */
  setOptIn: authedProcedure.input(SetWeeklyReportInput).mutation(async ({ ctx, input }) => {
    await setOptIn(ctx.deps.db, ctx.user.id, input.enabled);
    return settingsOf(ctx.deps, ctx.user);
  }),
  /** Last complete week's report to the signed-in member now (never counted as the week's send). */
  sendPreview: authedProcedure.mutation(async ({ ctx }) => {
    await consumeLimits(
      ctx.deps,
      [['weeklyPreviewUser', ctx.user.id]],
      () => WEEKLY_REPORT_MESSAGES.previewLimited,
    );
    const member = { accountId: ctx.user.accountId, userId: ctx.user.id, email: ctx.user.email };
    await mailWeeklyReport(ctx.deps, member, new Date(), { preview: true });
    return { message: WEEKLY_REPORT_MESSAGES.previewSent };
  }),
});
