import type { CampaignState } from '../../shared/dialer/contact-status';
import { DIALER_MESSAGES } from '../../shared/dialer/dialer-messages';
import { formatCallTime } from '../../shared/format/zone-time';

export type CampaignWait = {
  waitReason: string | null;
  waitZone: string | null;
  /** A queued campaign: lists of the account queued before it. */
  queuedAhead?: number;
  /** A completed campaign that left contacts nobody may call ("Nothing left to call: …"). */
  endReason?: string | null;
};

/**
 * Where and when the label is read: the viewer's zone and now, on the calling-hours clock.
 * `clockOffsetMs` is that clock's lead over real time (0 unless the server runs the demo clock,
 * DIALER_CALLING_CLOCK_START); a next run, stored in real time, is shown on the same clock.
 */
export type Viewer = { zone: string; now: Date; clockOffsetMs?: number };

/** The browser's viewer on a calling clock `clockOffsetMs` ahead of real time. */
export const browserViewer = (clockOffsetMs = 0): Viewer => ({
  zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  now: new Date(Date.now() + clockOffsetMs),
  clockOffsetMs,
});

function waitingLabel(nextRunAt: string | null, wait: CampaignWait, viewer: Viewer): string {
  if (wait.waitReason === 'zones') return 'Waiting for time zones to be found';
  if (!nextRunAt) return 'Waiting';
  const at = new Date(Date.parse(nextRunAt) + (viewer.clockOffsetMs ?? 0));
  if (wait.waitReason === 'calling-hours' && wait.waitZone) {
    return `Waiting for calling hours — next call ${formatCallTime(at, wait.waitZone, viewer.now, viewer.zone)}`;
  }
  return `Waiting · next call ${formatCallTime(at, viewer.zone, viewer.now)}`;
}

/** Badge text for a campaign state; a waiting campaign says why and when its next call is due. */
export function campaignStateLabel(
  state: CampaignState,
  nextRunAt: string | null,
  wait: CampaignWait = { waitReason: null, waitZone: null },
  viewer: Viewer = browserViewer(),
): string {
  switch (state) {
    case 'running':
      return 'In Progress';
    case 'waiting':
      return waitingLabel(nextRunAt, wait, viewer);
    case 'paused':
      return 'Paused';
    case 'stopped':
      return 'Stopped';
    case 'completed':
      return wait.endReason ? 'Nothing left to call' : 'Completed';
    case 'queued':
      return DIALER_MESSAGES.queued(wait.queuedAhead ?? 0);
    default:
      return 'Not started';
  }
}
