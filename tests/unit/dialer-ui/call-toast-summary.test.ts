import { describe, expect, it } from 'vitest';
import {
  type CallEndedEvent,
  summariseCallEnds,
} from '../../../client/lib/live-updates/call-toast-summary';

let seq = 0;
function ended(
  outcome: CallEndedEvent['outcome'],
  outlook: CallEndedEvent['outlook'],
  firstName = 'Ann',
): CallEndedEvent {
  seq++;
  return {
    type: 'call.ended',
    listId: 'list-1',
    callId: `call-${seq}`,
    contactId: `contact-${seq}`,
    firstName,
    outcome,
    attempts: 1,
    outlook,
  };
}

describe('summariseCallEnds', () => {
  it('returns nothing for an empty burst', () => {
    expect(summariseCallEnds([])).toBeNull();
  });

  it('says an answered contact was removed from the auto-dialer', () => {
    expect(summariseCallEnds([ended('Answered', 'final', 'Maria')])).toEqual({
      tone: 'success',
      title: 'Contact answered the call and has been removed from auto-dialer',
      description: 'Maria',
    });
  });

  it('says a missed call will be retried later with the status as description', () => {
    expect(summariseCallEnds([ended('Dial No Answer', 'retry')])).toEqual({
      tone: 'info',
      title: 'Call will be retried later',
      description: 'Dial No Answer',
    });
    expect(summariseCallEnds([ended('Reached Voicemail', 'retry')])?.description).toBe(
      'Reached Voicemail',
    );
  });

  it('says the attempt limit was reached instead of promising a retry', () => {
    expect(summariseCallEnds([ended('Reached Voicemail', 'limit-reached')])).toEqual({
      tone: 'info',
      title: 'Attempt limit reached: no more calls to this contact',
      description: 'Reached Voicemail',
    });
  });

  it('reports a completed call as ended with its status', () => {
    expect(summariseCallEnds([ended('Completed', 'final')])).toEqual({
      tone: 'info',
      title: 'Call ended',
      description: 'Completed',
    });
  });

  it('groups several calls into one toast with counts per kind', () => {
    const toast = summariseCallEnds([
      ended('Dial No Answer', 'retry'),
      ended('Answered', 'final'),
      ended('Reached Voicemail', 'retry'),
    ]);
    expect(toast).toEqual({
      tone: 'success',
      title: '3 calls ended',
      description: '1 answered · 2 will be retried later',
    });
  });

  it('lists every kind in a fixed order and stays neutral without an answer', () => {
    const toast = summariseCallEnds([
      ended('Completed', 'final'),
      ended('Dial No Answer', 'final'),
      ended('Reached Voicemail', 'limit-reached'),
      ended('Dial No Answer', 'retry'),
    ]);
    expect(toast).toEqual({
      tone: 'info',
      title: '4 calls ended',
      description:
        '1 will be retried later · 1 reached the attempt limit · 1 completed · 1 not retried',
    });
  });
});
