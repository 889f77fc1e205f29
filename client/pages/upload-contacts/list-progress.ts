import {
  ACTIVE_CAMPAIGN_STATES,
  type CampaignState,
  CONTACT_STATUSES,
  type ContactStatus,
  isDialing,
} from '../../../shared/dialer/contact-status';

export type ListProgress = {
  /** Contacts dialled at least once (a call outcome or a call in progress). */
  called: number;
  /** Contacts the dialer may call: all but invalid numbers and do-not-call numbers. */
  total: number;
  /** 0-100, rounded down so 100 means every contact was called. */
  percent: number;
  /** Non-zero status counts in the spec's status order. */
  breakdown: { status: ContactStatus; count: number }[];
};

/** Statuses a contact has only after a dial (Do Not Call may follow one, but says nothing of it). */
const DIALLED: readonly ContactStatus[] = [
  'In Progress',
  'Completed',
  'Dial No Answer',
  'Reached Voicemail',
  'Answered',
];

export function computeListProgress(
  counts: Partial<Record<ContactStatus, number>>,
  contactCount: number,
): ListProgress {
  const never = (counts['Invalid Number'] ?? 0) + (counts['Do Not Call'] ?? 0);
  const total = Math.max(0, contactCount - never);
  const dialled = DIALLED.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const called = Math.min(total, dialled);
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
