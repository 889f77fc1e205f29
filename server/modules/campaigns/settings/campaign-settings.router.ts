import { SaveCampaignRulesInput } from '../../../../shared/dialer/campaign-rules';
import {
  ListIdInput,
  SaveCallSettingsInput,
  SaveGeneralInput,
  SaveVoiceInput,
  SettingsScopeInput,
} from '../../../../shared/dialer/list-inputs';
import { SaveCallingScheduleInput } from '../../../../shared/dialer/schedule-inputs';
import { authedProcedure, router } from '../../../trpc';
import { getCallingSchedule, saveCallingSchedule } from './calling-schedule.service';
import { getCampaignRules, saveCampaignRules } from './campaign-rules.service';
import {
  getCampaignSettings,
  saveCallSettings,
  saveGeneral,
  saveVoice,
  useDefaultSettings,
} from './campaign-settings.service';

export const campaignSettingsRouter = router({
  get: authedProcedure
    .input(SettingsScopeInput)
    .query(({ ctx, input }) => getCampaignSettings(ctx.deps, ctx.user.accountId, input.listId)),
  saveCallSettings: authedProcedure
    .input(SaveCallSettingsInput)
    .mutation(({ ctx, input }) => saveCallSettings(ctx.deps, ctx.user.accountId, input)),
  saveGeneral: authedProcedure
    .input(SaveGeneralInput)
    .mutation(({ ctx, input }) => saveGeneral(ctx.deps, ctx.user.accountId, input)),
  saveVoice: authedProcedure
    .input(SaveVoiceInput)
    .mutation(({ ctx, input }) => saveVoice(ctx.deps, ctx.user.accountId, input)),
  /** The Schedule tab: calling hours of the defaults or of one list. */
  schedule: authedProcedure
    .input(SettingsScopeInput)
    .query(({ ctx, input }) => getCallingSchedule(ctx.deps, ctx.user.accountId, input.listId)),
  saveSchedule: authedProcedure
    .input(SaveCallingScheduleInput)
    .mutation(({ ctx, input }) => saveCallingSchedule(ctx.deps, ctx.user.accountId, input)),
  /** The Rules tab: the account's caps (they apply to every list). */
  rules: authedProcedure.query(({ ctx }) => getCampaignRules(ctx.deps, ctx.user.accountId)),
  saveRules: authedProcedure
    .input(SaveCampaignRulesInput)
    .mutation(({ ctx, input }) => saveCampaignRules(ctx.deps, ctx.user.accountId, input)),
  useDefaults: authedProcedure
    .input(ListIdInput)
    .mutation(({ ctx, input }) => useDefaultSettings(ctx.deps, ctx.user.accountId, input.listId)),
});
