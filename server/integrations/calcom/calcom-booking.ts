import { z } from 'zod';
import {
  type AppointmentStatus,
  statusFromCalcom,
} from '../../../shared/appointments/appointment-status';

/** A Cal.com booking in the few fields an appointment needs, from the API or a webhook. */
export type CalcomBooking = {
  uid: string;
  title: string;
  description: string;
  start: string;
  end: string;
  status: AppointmentStatus;
  location: string | null;
  attendeeName: string;
  attendeeEmail: string | null;
  /** Numbers the booking carries (attendee, booking form, SMS reminder, phone location), raw. */
  phoneCandidates: string[];
  /** The booking this one replaces (a reschedule). */
  replacesUid: string | null;
  /** Set on an original that was rescheduled: its replacement carries on. */
  replacedByUid: string | null;
};

const text = z.string().max(5000);
const maybe = text.nullish();

const Attendee = z.object({ name: maybe, email: maybe, phoneNumber: maybe }).loose();

/** A booking-form answer: a string, or `{ value }` as Cal.com's responses often are. */
const Answer = z.union([text, z.object({ value: z.unknown() }).loose()]).nullish();

const Responses = z
  .object({ attendeePhoneNumber: Answer, phone: Answer, email: Answer })
  .loose()
  .nullish();

function answerText(answer: z.infer<typeof Answer>): string | null {
  if (typeof answer === 'string') return answer;
  return typeof answer?.value === 'string' ? answer.value : null;
}

/** Cal.com's phone locations hold the number itself; video links and addresses are no number. */
function phoneLike(value: string | null | undefined): string | null {
  return value && /^\+?[\d\s().-]{7,}$/.test(value) ? value : null;
}

function phones(...values: (string | null | undefined)[]): string[] {
  return values.filter((v): v is string => Boolean(v?.trim()));
}

/** GET /v2/bookings item (cal-api-version 2024-08-13, reference calendar.md 2.2). */
export const ApiBookingShape = z
  .object({
    uid: z.string().min(1).max(200),
    title: maybe,
    description: maybe,
    status: maybe,
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    location: maybe,
    attendees: z.array(Attendee).max(500).nullish(),
    bookingFieldsResponses: Responses,
    rescheduledFromUid: maybe,
    rescheduledToUid: maybe,
  })
  .loose();

export function bookingFromApi(b: z.infer<typeof ApiBookingShape>): CalcomBooking {
  const attendee = b.attendees?.[0];
  return {
    uid: b.uid,
    title: b.title || 'Cal.com booking',
    description: b.description ?? '',
    start: b.start,
    end: b.end,
    status: statusFromCalcom(b.status),
    location: b.location || null,
    attendeeName: attendee?.name || 'Unknown',
    attendeeEmail: attendee?.email || answerText(b.bookingFieldsResponses?.email) || null,
    phoneCandidates: phones(
      attendee?.phoneNumber,
      answerText(b.bookingFieldsResponses?.attendeePhoneNumber),
      answerText(b.bookingFieldsResponses?.phone),
      phoneLike(b.location),
    ),
    replacesUid: b.rescheduledFromUid || null,
    replacedByUid: b.rescheduledToUid || null,
  };
}

export const WEBHOOK_TRIGGERS = [
  'BOOKING_CREATED',
  'BOOKING_RESCHEDULED',
  'BOOKING_CANCELLED',
] as const;

/** A booking webhook's body (reference calendar.md 2.6 and 9: uppercase statuses). */
export const WebhookBodyShape = z
  .object({
    triggerEvent: z.string().max(100),
    createdAt: maybe,
    payload: z
      .object({
        uid: z.string().min(1).max(200),
        title: maybe,
        description: maybe,
        additionalNotes: maybe,
        startTime: z.iso.datetime({ offset: true }),
        endTime: z.iso.datetime({ offset: true }),
        status: maybe,
        location: maybe,
        attendees: z.array(Attendee).max(500).nullish(),
        responses: Responses,
        smsReminderNumber: maybe,
        rescheduleUid: maybe,
      })
      .loose(),
  })
  .loose();

export function bookingFromWebhook(body: z.infer<typeof WebhookBodyShape>): CalcomBooking {
  const p = body.payload;
  const attendee = p.attendees?.[0];
  const cancelled = body.triggerEvent === 'BOOKING_CANCELLED';
  return {
    uid: p.uid,
    title: p.title || 'Cal.com booking',
    description: p.description || p.additionalNotes || '',
    start: p.startTime,
    end: p.endTime,
    status: cancelled ? 'cancelled' : statusFromCalcom(p.status),
    location: p.location || null,
    attendeeName: attendee?.name || 'Unknown',
    attendeeEmail: attendee?.email || answerText(p.responses?.email) || null,
    phoneCandidates: phones(
      attendee?.phoneNumber,
      answerText(p.responses?.attendeePhoneNumber),
      answerText(p.responses?.phone),
      p.smsReminderNumber,
      phoneLike(p.location),
    ),
    replacesUid: body.triggerEvent === 'BOOKING_RESCHEDULED' ? p.rescheduleUid || null : null,
    replacedByUid: null,
  };
}
