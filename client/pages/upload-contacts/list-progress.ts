import {
  ACTIVE_CAMPAIGN_STATES,
  type CampaignState,
  CONTACT_STATUSES,
  type ContactStatus,
  isDialing,
} from '../../../shared/dialer/contact-status';

export type ListProgress = {
  /** Contacts dialled at least once (every status but Not Called). */
  called: number;
  total: number;
  /** 0-100, rounded down so 100 means every contact was called. */
  percent: number;
  /** Non-zero status counts in the spec's status order. */
  breakdown: { status: ContactStatus; count: number }[];
};

export function computeListProgress(
  counts: Partial<Record<ContactStatus, number>>,
  total: number,
): ListProgress {
  const notCalled = counts['Not Called'] ?? 0;
  const called = Math.max(0, Math.min(total, total - notCalled));
  const percent = total > 0 ? Math.floor((called / total) * 100) : 0;
  const breakdown = CONTACT_STATUSES.filter((status) => (counts[status] ?? 0) > 0).map(
    (status) => ({ status, count: counts[status] ?? 0 }),
  );
  return { called, total, percent, breakdown };
}

export type ListActions = {
  canStart: boolean;
  canPause: boolean;
  canResume: boolean;
  canStop: boolean;
};

/** Which dialer buttons a list shows in a given state. */
export function listActions(state: CampaignState, contactCount: number): ListActions {
  return {
    canStart:
      contactCount > 0 && (state === 'idle' || state === 'stopped' || state === 'completed'),
    canPause: isDialing(state),
    canResume: state === 'paused',
    canStop: ACTIVE_CAMPAIGN_STATES.includes(state),
  };
}
