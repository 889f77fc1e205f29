import { describe, expect, it } from 'vitest';
import {
  type ContactForReason,
  skipReasonText,
} from '../../../server/modules/campaigns/policy/skip-reasons';
import { DEFAULT_CALLING_SCHEDULE } from '../../../shared/dialer/calling-schedule';

// Tuesday 10 March 2026, 22:00 in Chicago (CDT): outside the default hours.
const night = new Date('2026-03-11T03:00:00Z');
const contact: ContactForReason = {
  status: 'Not Called',
  next_eligible_at: new Date(0),
  window_key: 'America/Chicago|IA',
  skip_reason: null,
  no_consent: false,
};
const reason = (c: Partial<ContactForReason>, at = night) =>
  skipReasonText({ ...contact, ...c }, DEFAULT_CALLING_SCHEDULE, at, at, false)?.text ?? null;

describe('why a contact is not being called', () => {
  it('is outside calling hours until the next opening in its zone', () => {
    // 22:00 there: the opening is tomorrow's, and says so.
    expect(reason({})).toBe('Outside calling hours until tomorrow 8:00 AM CT');
  });

  it('is nothing while its window is open', () => {
    expect(reason({}, new Date('2026-03-10T18:00:00Z'))).toBeNull();
  });

  it('names a retry delay, a state cap, a missing zone and an invalid number', () => {
    const later = new Date('2026-03-11T14:30:00Z');
    expect(reason({ next_eligible_at: later })).toBe(
      'After a retry delay — next call tomorrow 9:30 AM CT',
    );
    expect(reason({ next_eligible_at: later, skip_reason: 'state-call-cap' })).toBe(
      'State rule: at most 3 calls in 24 hours — next call tomorrow 9:30 AM CT',
    );
    expect(reason({ window_key: '|', skip_reason: 'no-time-zone' })).toBe(
      'No time zone — add a ZIP or state column',
    );
    expect(reason({ status: 'Invalid Number', next_eligible_at: null })).toBe('Invalid number');
  });

  it('names the do-not-call list and a missing consent', () => {
    expect(reason({ status: 'Do Not Call', next_eligible_at: null })).toBe(
      'On the do-not-call list',
    );
    expect(reason({ no_consent: true })).toBe(
      'No recorded consent (this list dials only contacts with consent)',
    );
    expect(reason({ no_consent: true, status: 'Answered', next_eligible_at: null })).toBeNull();
  });

  it('is nothing for a contact that is done', () => {
    expect(reason({ status: 'Answered', next_eligible_at: null })).toBeNull();
  });
});
