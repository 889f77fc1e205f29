import type { ContactStatus } from './contact-status';
import type { RedialSettings } from './redial-settings';

export type DialableContact = {
  status: ContactStatus;
  attempts: number;
  lastAttemptAt: Date | null;
};

/** What happens to a contact after its latest outcome, under the given settings. */
export type RetryOutlook = 'retry' | 'limit-reached' | 'final';

export function retryOutlook(contact: DialableContact, settings: RedialSettings): RetryOutlook {
  if (contact.status === 'Not Called')
    return contact.attempts < settings.maxAttempts ? 'retry' : 'limit-reached';
  if (!(settings.retryStatuses as string[]).includes(contact.status)) return 'final';
  return contact.attempts < settings.maxAttempts ? 'retry' : 'limit-reached';
}

/** When the contact may next be dialled, or null when never again. */
export function nextEligibleAt(
  contact: DialableContact,
  settings: RedialSettings,
  minuteMs = 60_000,
): Date | null {
  if (retryOutlook(contact, settings) !== 'retry') return null;
  if (contact.status === 'Not Called' || !contact.lastAttemptAt) return new Date(0);
  return new Date(contact.lastAttemptAt.getTime() + settings.retryDelayMinutes * minuteMs);
}

/**
 * The spec's eligibility: attempts below the maximum, status Not Called or one of the retry
 * statuses, and the retry delay elapsed since the last attempt.
 */
export function isEligible(
  contact: DialableContact,
  settings: RedialSettings,
  now: Date,
  minuteMs = 60_000,
): boolean {
  const at = nextEligibleAt(contact, settings, minuteMs);
  return at !== null && at.getTime() <= now.getTime();
}
