import type { CampaignState } from '../../shared/dialer/contact-status';
import { DIALER_MESSAGES } from '../../shared/dialer/dialer-messages';
import { formatDateTime } from '../../shared/format/date-time';
import { formatZoneTime } from '../../shared/format/zone-time';

export type CampaignWait = {
  waitReason: string | null;
  waitZone: string | null;
  /** A queued campaign: lists of the account queued before it. */
  queuedAhead?: number;
};

function waitingLabel(nextRunAt: string | null, wait: CampaignWait): string {
  if (wait.waitReason === 'zones') return 'Waiting for time zones to be found';
  if (wait.waitReason === 'calling-hours' && nextRunAt && wait.waitZone) {
    return `Waiting for calling hours — next call ${formatZoneTime(new Date(nextRunAt), wait.waitZone)}`;
  }
  return nextRunAt ? `Waiting · next call at ${formatDateTime(nextRunAt, 'time')}` : 'Waiting';
}

/** Badge text for a campaign state; a waiting campaign says why and when its next call is due. */
export function campaignStateLabel(
  state: CampaignState,
  nextRunAt: string | null,
  wait: CampaignWait = { waitReason: null, waitZone: null },
): string {
  switch (state) {
    case 'running':
      return 'In Progress';
    case 'waiting':
      return waitingLabel(nextRunAt, wait);
    case 'paused':
      return 'Paused';
    case 'stopped':
      return 'Stopped';
    case 'completed':
      return 'Completed';
    case 'queued':
      return DIALER_MESSAGES.queued(wait.queuedAhead ?? 0);
    default:
      return 'Not started';
  }
}
