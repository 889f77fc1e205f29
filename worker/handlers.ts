import { sweepAbandonedUploads } from '../server/imports/abandoned-uploads.job';
import { pollCalcom } from '../server/modules/appointments/calcom-poll.job';
import { syncCalcomJob } from '../server/modules/appointments/calcom-sync.job';
import { runFileImport } from '../server/modules/campaigns/file-import.job';
import { notifyCallback } from '../server/modules/campaigns/inbound/callback-notice.job';
import { computeListZones } from '../server/modules/campaigns/lists/contact-zones.job';
import { normalizeListNumbers } from '../server/modules/campaigns/lists/normalize-numbers.job';
import { callOutcomesJob } from '../server/modules/campaigns/outcomes/call-outcomes.job';
import { dialerSweepJob } from '../server/modules/campaigns/outcomes/dialer-sweep.job';
import { resumeAfterPlanChange } from '../server/modules/campaigns/plan-changed.job';
import { anchorDialRecords } from '../server/modules/campaigns/records/dial-record-anchors.job';
import { purgeDialRecords } from '../server/modules/campaigns/records/dial-record-purge.job';
import { runRegistryImport } from '../server/modules/campaigns/registries/registry-import.job';
import { campaignPort } from '../server/modules/campaigns/rounds/campaign-port';
import { dialRoundJob } from '../server/modules/campaigns/rounds/dial-round.job';
import { checkStormAlerts } from '../server/modules/storm/alerts/storm-alerts.job';
import { importNceiFromUrl } from '../server/modules/storm/archive/hail-import-url.job';
import { pollNceiYears } from '../server/modules/storm/archive/ncei-poll.job';
import { pollSpcReports } from '../server/modules/storm/archive/spc-poll.job';
import { pollMrmsMesh } from '../server/modules/storm/mesh/mrms-poll.job';
import { pruneDeliveryLog } from '../server/modules/webhooks/delivery-log-prune.job';
import { deliverWebhook } from '../server/modules/webhooks/webhook-delivery.job';
import { relayWebhookDeliveries } from '../server/modules/webhooks/webhook-relay.job';
import { sendDueWeeklyReports } from '../server/modules/weekly-report/weekly-report.job';
import type { JobName, JobPayload } from '../server/queue/jobs';
import {
  drainProviderEvents,
  processProviderEvent,
} from '../server/voice/call-events/provider-event.job';
import { dispatchCall } from '../server/voice/retell/dispatch-call.job';
import { healthPing } from './health-ping.job';
import type { WorkerDeps } from './worker-deps';

export type JobHandler<N extends JobName> = (
  payload: JobPayload<N>,
  deps: WorkerDeps,
) => Promise<void>;

/**
 * The one handler map: one handler per job in the catalogue (a missing one is a compile error).
 * Each lives in a `<job-name>.job.ts` file beside the module it serves.
 */
export const handlers: { [N in JobName]: JobHandler<N> } = {
  'health-ping': healthPing,
  'dial-round': dialRoundJob,
  'call-outcomes': callOutcomesJob,
  'dialer-sweep': dialerSweepJob,
  'provider-event': (payload, deps) => processProviderEvent(deps, campaignPort(deps), payload),
  'provider-events-drain': (_payload, deps) => drainProviderEvents(deps, campaignPort(deps)),
  'dispatch-call': (payload, deps) => dispatchCall(deps, campaignPort(deps), payload),
  'normalize-numbers': (_payload, deps) => normalizeListNumbers(deps),
  'contact-zones': (_payload, deps) => computeListZones(deps),
  'plan-changed': (payload, deps) => resumeAfterPlanChange(deps, payload.accountId).then(() => {}),
  'calcom-sync': (payload, deps) => syncCalcomJob(deps, payload),
  'calcom-poll': (_payload, deps) => pollCalcom(deps),
  'hail-import-url': (payload, deps) => importNceiFromUrl(deps, payload).then(() => {}),
  'storm-alerts': (payload, deps) => checkStormAlerts(deps, payload),
  'callback-notice': (payload, deps) => notifyCallback(deps, payload),
  'spc-poll': (_payload, deps) => pollSpcReports(deps).then(() => {}),
  'ncei-poll': (_payload, deps) => pollNceiYears(deps).then(() => {}),
  'mrms-poll': (_payload, deps) => pollMrmsMesh(deps).then(() => {}),
  'weekly-report': (_payload, deps) => sendDueWeeklyReports(deps).then(() => {}),
  'webhook-delivery': (payload, deps) => deliverWebhook(deps, payload),
  'webhook-relay': (_payload, deps) => relayWebhookDeliveries(deps),
  'delivery-log-prune': (_payload, deps) => pruneDeliveryLog(deps).then(() => {}),
  'file-import': (payload, deps) => runFileImport(deps, payload),
  'registry-import': (payload, deps) => runRegistryImport(deps, payload),
  'dial-record-anchors': (_payload, deps) => anchorDialRecords(deps).then(() => {}),
  'dial-record-purge': (_payload, deps) => purgeDialRecords(deps).then(() => {}),
  'abandoned-uploads': (_payload, deps) => sweepAbandonedUploads(deps).then(() => {}),
};
