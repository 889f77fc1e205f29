import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bookingFromApi,
  bookingFromWebhook,
} from '../../../server/integrations/calcom/calcom-booking';
import { verifyCalcomSignature } from '../../../server/integrations/calcom/calcom-signature';
import { isPubliclyReachable } from '../../../server/security/public-url';
import { statusFromCalcom, statusTone } from '../../../shared/appointments/appointment-status';

describe('Cal.com statuses', () => {
  it('shows accepted / ACCEPTED as confirmed, and only confirmed green', () => {
    expect(
      ['accepted', 'ACCEPTED', 'cancelled', 'CANCELLED', 'PENDING', 'rejected', 'odd'].map(
        statusFromCalcom,
      ),
    ).toEqual([
      'confirmed',
      'confirmed',
      'cancelled',
      'cancelled',
      'pending',
      'rejected',
      'pending',
    ]);
    expect(['confirmed', 'pending', 'cancelled', 'anything'].map(statusTone)).toEqual([
      'success',
      'warning',
      'warning',
      'warning',
    ]);
  });
});

describe('X-Cal-Signature-256', () => {
  const body = Buffer.from('{"triggerEvent":"BOOKING_CREATED"}');
  const secret = 'a'.repeat(64);
  const good = createHmac('sha256', secret).update(body).digest('hex');

  it('accepts the lowercase hex HMAC-SHA256 of the raw body and nothing else', () => {
    expect(verifyCalcomSignature(body, secret, good)).toBe(true);
    expect(verifyCalcomSignature(body, secret, good.toUpperCase())).toBe(false);
    expect(verifyCalcomSignature(body, secret, `sha256=${good}`)).toBe(false);
    expect(verifyCalcomSignature(body, 'other', good)).toBe(false);
    expect(verifyCalcomSignature(Buffer.from(`${body} `), secret, good)).toBe(false);
    expect(verifyCalcomSignature(body, secret, 'no-secret-provided')).toBe(false);
    expect(verifyCalcomSignature(body, secret, undefined)).toBe(false);
  });
});

describe('bookings', () => {
  it('reads a v2 booking: the attendee, its phone answer, and the original of a reschedule', () => {
    const booking = bookingFromApi({
      uid: 'new',
      title: 'Inspection',
      status: 'accepted',
      start: '2030-01-01T15:00:00.000Z',
      end: '2030-01-01T15:45:00.000Z',
      location: '+1 214 555 0123',
      attendees: [{ name: 'Pat', email: 'pat@example.test' }],
      bookingFieldsResponses: { attendeePhoneNumber: '+12145550199' },
      rescheduledFromUid: 'old',
    });
    expect(booking).toMatchObject({
      status: 'confirmed',
      attendeeName: 'Pat',
      attendeeEmail: 'pat@example.test',
      phoneCandidates: ['+12145550199', '+1 214 555 0123'],
      replacesUid: 'old',
      replacedByUid: null,
    });
  });

  it('reads a RESCHEDULED webhook: uid is the new booking, rescheduleUid the one it replaces', () => {
    const booking = bookingFromWebhook({
      triggerEvent: 'BOOKING_RESCHEDULED',
      payload: {
        uid: 'new',
        rescheduleUid: 'old',
        startTime: '2030-01-02T15:00:00.000Z',
        endTime: '2030-01-02T15:45:00.000Z',
        status: 'ACCEPTED',
        attendees: [{ name: 'Pat', email: 'pat@example.test' }],
        responses: { attendeePhoneNumber: { value: '+12145550199' } },
      },
    });
    expect(booking).toMatchObject({ uid: 'new', replacesUid: 'old', status: 'confirmed' });
    expect(booking.phoneCandidates).toEqual(['+12145550199']);
  });
});

describe('APP_URL reachability', () => {
  it('counts loopback, private and local names as unreachable from Cal.com', () => {
    const cases: [string, boolean][] = [
      ['http://localhost:3000', false],
      ['http://127.0.0.1:4417', false],
      ['http://192.168.1.20', false],
      ['http://10.0.0.5', false],
      ['http://172.20.0.2', false],
      ['http://[::1]:3000', false],
      ['http://roofing.local', false],
      ['http://api', false],
      ['https://app.stormdialer.com', true],
      ['https://203.0.113.7', true],
    ];
    for (const [url, reachable] of cases) expect(isPubliclyReachable(url), url).toBe(reachable);
  });
});
