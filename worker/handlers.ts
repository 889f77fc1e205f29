import { pollCalcom, syncCalcomJob } from '../server/modules/appointments/calcom-sync.job';
import { computeListZones } from '../server/modules/campaigns/lists/contact-zones.job';
import { normalizeListNumbers } from '../server/modules/campaigns/lists/normalize-numbers.job';
import { resumeAfterPlanChange } from '../server/modules/campaigns/plan-change.job';
import { campaignPort } from '../server/modules/campaigns/rounds/campaign-port';
import { dialerJobs } from '../server/modules/campaigns/rounds/dialer-jobs';
import type { JobName, JobPayload } from '../server/queue/jobs';
import { processProviderEvent } from '../server/voice/call-events/process-provider-event';
import { dispatchCall } from '../server/voice/retell/dispatch-call';
import { healthPing } from './health-ping';
import type { WorkerDeps } from './worker-deps';

export type JobHandler<N extends JobName> = (
  payload: JobPayload<N>,
  deps: WorkerDeps,
) => Promise<void>;

/** One handler per job in the catalogue; a missing one is a compile error. */
export const handlers: { [N in JobName]: JobHandler<N> } = {
  'health-ping': healthPing,
  'dial-round': dialerJobs['dial-round'],
  'call-outcomes': dialerJobs['call-outcomes'],
  'dialer-sweep': dialerJobs['dialer-sweep'],
  'provider-event': (payload, deps) => processProviderEvent(deps, campaignPort(deps), payload),
  'dispatch-call': (payload, deps) => dispatchCall(deps, campaignPort(deps), payload),
  'normalize-numbers': (_payload, deps) => normalizeListNumbers(deps),
  'contact-zones': (_payload, deps) => computeListZones(deps),
  'plan-changed': (payload, deps) => resumeAfterPlanChange(deps, payload.accountId).then(() => {}),
  'calcom-sync': (payload, deps) => syncCalcomJob(deps, payload),
  'calcom-poll': (_payload, deps) => pollCalcom(deps),
};
