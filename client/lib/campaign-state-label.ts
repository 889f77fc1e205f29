import type { CampaignState } from '../../shared/dialer/contact-status';
import { formatDateTime } from '../../shared/format/date-time';

/** Badge text for a campaign state; a waiting campaign says when its next call is due. */
export function campaignStateLabel(state: CampaignState, nextRunAt: string | null): string {
  switch (state) {
    case 'running':
      return 'In Progress';
    case 'waiting':
      return nextRunAt ? `Waiting · next call at ${formatDateTime(nextRunAt, 'time')}` : 'Waiting';
    case 'paused':
      return 'Paused';
    case 'stopped':
      return 'Stopped';
    case 'completed':
      return 'Completed';
    default:
      return 'Not started';
  }
}
