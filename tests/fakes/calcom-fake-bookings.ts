import { createHmac, randomUUID } from 'node:crypto';

/** A booking as GET /v2/bookings returns it (cal-api-version 2024-08-13, calendar.md 2.2). */
export type FakeBooking = {
  id: number;
  uid: string;
  title: string;
  description: string;
  hosts: { id: number; name: string; email: string; username: string; timeZone: string }[];
  status: 'accepted' | 'cancelled' | 'rejected' | 'pending';
  cancellationReason?: string;
  rescheduledFromUid?: string;
  rescheduledToUid?: string;
  start: string;
  end: string;
  duration: number;
  eventTypeId: number;
  eventType: { id: number; slug: string };
  location: string;
  absentHost: boolean;
  createdAt: string;
  updatedAt: string;
  metadata: Record<string, string>;
  attendees: {
    name: string;
    email: string;
    displayEmail: string;
    timeZone: string;
    absent: boolean;
    phoneNumber?: string;
  }[];
  bookingFieldsResponses: Record<string, unknown>;
};

export type FakeWebhook = {
  id: string;
  subscriberUrl: string;
  triggers: string[];
  active: boolean;
  /** What Cal.com signs deliveries with; absent → the header says `no-secret-provided`. */
  secret?: string;
};

export type BookingInput = {
  start: string;
  lengthInMinutes?: number;
  eventTypeId?: number;
  title?: string;
  location?: string;
  attendee: { name: string; email?: string; phoneNumber?: string; timeZone?: string };
};

export type Delivery = { url: string; trigger: string; status: number; body: string };

/** One API key's Cal.com user: their bookings and webhook subscriptions. */
export class FakeCalendar {
  readonly bookings: FakeBooking[] = [];
  readonly webhooks: FakeWebhook[] = [];
  readonly deliveries: Delivery[] = [];
  private readonly pending = new Set<Promise<void>>();
  private nextId = 1;

  constructor(private readonly username: string) {}

  book(input: BookingInput, replaces?: FakeBooking): FakeBooking {
    const minutes = input.lengthInMinutes ?? 45;
    const start = new Date(input.start);
    const now = new Date().toISOString();
    const booking: FakeBooking = {
      id: this.nextId++,
      uid: randomUUID().replaceAll('-', '').slice(0, 22),
      title: input.title ?? `Roof Inspection between ${this.username} and ${input.attendee.name}`,
      description: '',
      hosts: [
        {
          id: 1,
          name: this.username,
          email: `${this.username}@cal.test`,
          username: this.username,
          timeZone: 'America/Chicago',
        },
      ],
      status: 'accepted',
      start: start.toISOString(),
      end: new Date(start.getTime() + minutes * 60_000).toISOString(),
      duration: minutes,
      eventTypeId: input.eventTypeId ?? 101,
      eventType: { id: input.eventTypeId ?? 101, slug: 'roof-inspection' },
      location: input.location ?? 'integrations:daily',
      absentHost: false,
      createdAt: now,
      updatedAt: now,
      metadata: {},
      attendees: [
        {
          name: input.attendee.name,
          email: input.attendee.email ?? '',
          displayEmail: input.attendee.email ?? '',
          timeZone: input.attendee.timeZone ?? 'America/Chicago',
          absent: false,
          ...(input.attendee.phoneNumber ? { phoneNumber: input.attendee.phoneNumber } : {}),
        },
      ],
      bookingFieldsResponses: {
        name: input.attendee.name,
        email: input.attendee.email ?? '',
        ...(input.attendee.phoneNumber ? { attendeePhoneNumber: input.attendee.phoneNumber } : {}),
      },
    };
    if (replaces) booking.rescheduledFromUid = replaces.uid;
    this.bookings.push(booking);
    if (!replaces) this.deliver('BOOKING_CREATED', booking);
    return booking;
  }

  find(uid: string): FakeBooking | undefined {
    return this.bookings.find((b) => b.uid === uid);
  }

  cancel(uid: string, reason = 'Cancelled by the attendee'): FakeBooking | undefined {
    const booking = this.find(uid);
    if (!booking) return undefined;
    booking.status = 'cancelled';
    booking.cancellationReason = reason;
    booking.updatedAt = new Date().toISOString();
    this.deliver('BOOKING_CANCELLED', booking, { cancellationReason: reason });
    return booking;
  }

  /** The original is cancelled and points at a new booking (a new uid), as Cal.com does. */
  reschedule(uid: string, start: string): FakeBooking | undefined {
    const original = this.find(uid);
    if (!original) return undefined;
    const attendee = original.attendees[0]!;
    const moved = this.book(
      {
        start,
        lengthInMinutes: original.duration,
        eventTypeId: original.eventTypeId,
        title: original.title,
        location: original.location,
        attendee: { name: attendee.name, email: attendee.email, phoneNumber: attendee.phoneNumber },
      },
      original,
    );
    original.status = 'cancelled';
    original.rescheduledToUid = moved.uid;
    original.updatedAt = new Date().toISOString();
    this.deliver('BOOKING_RESCHEDULED', moved, {
      rescheduleId: original.id,
      rescheduleUid: original.uid,
      rescheduleStartTime: original.start,
      rescheduleEndTime: original.end,
    });
    return moved;
  }

  /** Resolves once every webhook delivery started so far has been answered. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Posts the event to every active subscription, signed like Cal.com (calendar.md 2.6, 9). */
  private deliver(trigger: string, booking: FakeBooking, extra: Record<string, unknown> = {}) {
    for (const hook of this.webhooks) {
      if (!hook.active || !hook.triggers.includes(trigger)) continue;
      const body = JSON.stringify(webhookBody(trigger, booking, this.username, extra));
      const signature = hook.secret
        ? createHmac('sha256', hook.secret).update(body).digest('hex')
        : 'no-secret-provided';
      const sent = fetch(hook.subscriberUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          'x-cal-signature-256': signature,
          'x-cal-webhook-version': '2021-10-20',
        },
        body,
      })
        .then((res) => res.status)
        .catch(() => 0)
        .then((status) => {
          this.deliveries.push({ url: hook.subscriberUrl, trigger, status, body });
        });
      this.pending.add(sent);
      void sent.finally(() => this.pending.delete(sent));
    }
  }
}

const UPPER: Record<FakeBooking['status'], string> = {
  accepted: 'ACCEPTED',
  cancelled: 'CANCELLED',
  rejected: 'REJECTED',
  pending: 'PENDING',
};

function webhookBody(
  trigger: string,
  booking: FakeBooking,
  username: string,
  extra: Record<string, unknown>,
) {
  const attendee = booking.attendees[0]!;
  const [firstName, ...rest] = attendee.name.split(' ');
  return {
    triggerEvent: trigger,
    createdAt: new Date().toISOString(),
    payload: {
      type: booking.eventType.slug,
      title: booking.title,
      description: booking.description,
      additionalNotes: booking.description,
      startTime: booking.start,
      endTime: booking.end,
      organizer: {
        name: username,
        email: `${username}@cal.test`,
        timeZone: 'America/Chicago',
        utcOffset: -360,
      },
      attendees: [
        {
          name: attendee.name,
          email: attendee.email,
          timeZone: attendee.timeZone,
          utcOffset: -360,
          firstName,
          lastName: rest.join(' '),
        },
      ],
      responses: {
        name: { label: 'Your name', value: attendee.name },
        email: { label: 'Email address', value: attendee.email },
        ...(attendee.phoneNumber
          ? { attendeePhoneNumber: { label: 'Phone number', value: attendee.phoneNumber } }
          : {}),
      },
      location: booking.location,
      uid: booking.uid,
      bookingId: booking.id,
      status: UPPER[booking.status],
      length: booking.duration,
      smsReminderNumber: attendee.phoneNumber ?? null,
      metadata: booking.metadata,
      ...extra,
    },
  };
}
