import { acculynxRouter } from './modules/acculynx-writeback/acculynx.router';
import { adminRouter } from './modules/admin/admin.router';
import { agentsRouter } from './modules/agents/agents.router';
import { apiKeysRouter } from './modules/api-keys/api-keys.router';
import { appointmentsRouter } from './modules/appointments/appointments.router';
import { authRouter } from './modules/auth/auth.router';
import { billingRouter } from './modules/billing/billing.router';
import { calcomRouter } from './modules/calcom/calcom.router';
import { callLogsRouter } from './modules/call-logs/call-logs.router';
import { consentRouter } from './modules/campaigns/consent/consent.router';
import { dialerRouter } from './modules/campaigns/dialer.router';
import { disclosureRouter } from './modules/campaigns/disclosure/disclosure.router';
import { doNotCallRouter } from './modules/campaigns/do-not-call/do-not-call.router';
import { evidenceRouter } from './modules/campaigns/evidence/evidence.router';
import { contactsRouter } from './modules/campaigns/lists/contacts.router';
import { ruleTableRouter } from './modules/campaigns/rule-table/rule-table.router';
import { campaignSettingsRouter } from './modules/campaigns/settings/campaign-settings.router';
import { variantsRouter } from './modules/campaigns/variants/variants.router';
import { eventsRouter } from './modules/events/events.router';
import { salesRepsRouter } from './modules/hand-off/sales-reps.router';
import { knowledgeRouter } from './modules/knowledge/knowledge.router';
import { landingRouter } from './modules/landing/landing.router';
import { leadTokensRouter } from './modules/lead-intake/lead-tokens.router';
import { leadsRouter } from './modules/leads/leads.router';
import { phoneNumbersRouter } from './modules/phone-numbers/phone-numbers.router';
import { stormRouter } from './modules/storm/storm.router';
import { systemRouter } from './modules/system/system.router';
import { teamsRouter } from './modules/teams/teams.router';
import { webhooksRouter } from './modules/webhooks/webhooks.router';
import { weeklyReportRouter } from './modules/weekly-report/weekly-report.router';
import { router } from './trpc';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  events: eventsRouter,
  contacts: contactsRouter,
  dialer: dialerRouter,
  campaignSettings: campaignSettingsRouter,
  variants: variantsRouter,
  doNotCall: doNotCallRouter,
  consent: consentRouter,
  evidence: evidenceRouter,
  disclosure: disclosureRouter,
  ruleTable: ruleTableRouter,
  teams: teamsRouter,
  salesReps: salesRepsRouter,
  apiKeys: apiKeysRouter,
  leadTokens: leadTokensRouter,
  agents: agentsRouter,
  phoneNumbers: phoneNumbersRouter,
  calcom: calcomRouter,
  appointments: appointmentsRouter,
  landing: landingRouter,
  storm: stormRouter,
  acculynx: acculynxRouter,
  billing: billingRouter,
  knowledge: knowledgeRouter,
  callLogs: callLogsRouter,
  leads: leadsRouter,
  weeklyReport: weeklyReportRouter,
  webhooks: webhooksRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
