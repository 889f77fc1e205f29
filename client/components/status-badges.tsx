import type { CampaignState, ContactStatus } from '../../shared/dialer/contact-status';
import { browserViewer, type CampaignWait, campaignStateLabel } from '../lib/campaign-state-label';
import { trpc } from '../lib/trpc';
import { Badge, type BadgeProps } from './ui/badge';

const CONTACT_VARIANTS: Record<ContactStatus, BadgeProps['variant']> = {
  'Not Called': 'outline',
  'In Progress': 'default',
  Completed: 'secondary',
  'Dial No Answer': 'warning',
  'Reached Voicemail': 'warning',
  Answered: 'success',
  'Invalid Number': 'destructive',
  'Do Not Call': 'destructive',
};

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <Badge variant={CONTACT_VARIANTS[status]}>{status}</Badge>;
}

const STATE_VARIANTS: Record<CampaignState, BadgeProps['variant']> = {
  idle: 'outline',
  running: 'default',
  waiting: 'secondary',
  paused: 'warning',
  stopped: 'secondary',
  completed: 'success',
  queued: 'secondary',
};

export function CampaignStateBadge({
  state,
  nextRunAt,
  wait,
}: {
  state: CampaignState;
  nextRunAt: string | null;
  wait?: CampaignWait;
}) {
  const mode = trpc.dialer.mode.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const viewer = browserViewer(mode.data?.callingClockOffsetMs ?? 0);
  return (
    <Badge variant={STATE_VARIANTS[state]}>
      {campaignStateLabel(state, nextRunAt, wait, viewer)}
    </Badge>
  );
}

/** The spec's 'Auto-dialer running' indicator, shown while a list is dialing. */
export function DialerRunningIndicator() {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-success-text">
      <span className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-75" />
        <span className="relative inline-flex size-2 rounded-full bg-success" />
      </span>
      Auto-dialer running
    </span>
  );
}
