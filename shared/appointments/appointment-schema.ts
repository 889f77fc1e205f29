import { z } from 'zod';
import { everyMinutes } from '../format/plural';
import { multiLineText, singleLineText } from '../validation/bounded-text';
import type { AppointmentSource, AppointmentStatus } from './appointment-status';

export const APPOINTMENT_MESSAGES = {
  title: 'Appointment Calendar',
  subtitle: 'Schedule and manage appointments',
  integrationRequired: 'Cal.com Integration Required',
  integrationRequiredText:
    'Connect your Cal.com account to sync bookings your agents and homeowners make.',
  connectAccount: 'Connect Cal.com Account',
  emptyDay: 'No appointments scheduled for this day',
  schedule: 'Schedule Appointment',
  missingTitle: 'Please enter a title',
  missingClient: "Please enter the client's name",
  badEmail: 'Please enter a valid e-mail address',
  badPhone: 'Please enter a valid phone number',
  badTime: 'Please enter a date and time',
  endBeforeStart: 'The end must be after the start',
  created: 'Appointment Created',
  updated: 'Appointment Updated',
  cancelled: 'Appointment Cancelled',
  notFound: 'This appointment no longer exists.',
  calcomManaged: 'This booking is managed in Cal.com: change or cancel it there.',
  loadError: 'Could not load appointments',
  embedPrompt: 'Connect your Cal.com account to see your booking page here.',
  pollingOnly: (minutes: number) =>
    `Cal.com cannot reach this server's address (APP_URL), so bookings sync by polling ${everyMinutes(minutes)} instead of instantly.`,
  webhookFailed: (reason: string, minutes: number) =>
    `Cal.com did not accept our webhook (${reason}), so bookings sync by polling ${everyMinutes(minutes)}.`,
} as const;

export const APPOINTMENT_LIMITS = {
  title: 200,
  clientName: 200,
  clientEmail: 254,
  clientPhone: 40,
  location: 300,
  description: 2000,
  /** Most appointments one range query returns. */
  maxPerRange: 2000,
  /** Widest range one query may ask for. */
  maxRangeDays: 62,
} as const;

const dateTime = z
  .string({ error: APPOINTMENT_MESSAGES.badTime })
  .max(40, APPOINTMENT_MESSAGES.badTime)
  .pipe(z.iso.datetime({ offset: true, error: APPOINTMENT_MESSAGES.badTime }));

const required = (max: number, message: string) =>
  singleLineText(max).pipe(z.string().min(1, message));

const optional = (max: number) => singleLineText(max).optional().default('');

/** The appointment form (spec: title, client, phone, e-mail, start and end, location, description). */
export const AppointmentFieldsSchema = z
  .object({
    title: required(APPOINTMENT_LIMITS.title, APPOINTMENT_MESSAGES.missingTitle),
    clientName: required(APPOINTMENT_LIMITS.clientName, APPOINTMENT_MESSAGES.missingClient),
    clientPhone: optional(APPOINTMENT_LIMITS.clientPhone),
    clientEmail: optional(APPOINTMENT_LIMITS.clientEmail).pipe(
      z.union([z.literal(''), z.email(APPOINTMENT_MESSAGES.badEmail)]),
    ),
    startTime: dateTime,
    endTime: dateTime,
    location: optional(APPOINTMENT_LIMITS.location),
    description: multiLineText(APPOINTMENT_LIMITS.description).optional().default(''),
  })
  .refine((a) => Date.parse(a.endTime) > Date.parse(a.startTime), {
    path: ['endTime'],
    message: APPOINTMENT_MESSAGES.endBeforeStart,
  });
export type AppointmentFields = z.input<typeof AppointmentFieldsSchema>;

export const CreateAppointmentSchema = z.object({ appointment: AppointmentFieldsSchema });
export const UpdateAppointmentSchema = z.object({
  id: z.uuid(),
  appointment: AppointmentFieldsSchema,
});
export const AppointmentIdSchema = z.object({ id: z.uuid() });

/** Appointments whose start falls in [from, to). */
export const AppointmentRangeSchema = z
  .object({ from: dateTime, to: dateTime })
  .refine(
    (r) =>
      Date.parse(r.to) > Date.parse(r.from) &&
      Date.parse(r.to) - Date.parse(r.from) <= APPOINTMENT_LIMITS.maxRangeDays * 86_400_000,
    { path: ['to'], message: `Ask for at most ${APPOINTMENT_LIMITS.maxRangeDays} days at once` },
  );

/** An appointment as the page shows it (spec 3: the sample shape, plus where it came from). */
export type AppointmentView = {
  id: string;
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  status: AppointmentStatus;
  location: string | null;
  agentId: string | null;
  source: AppointmentSource;
  contactId: string | null;
  callId: string | null;
};

/** How bookings reach us from Cal.com, for the page's note. */
export type CalcomSyncView = {
  mode: 'webhook' | 'polling';
  /** Why polling only (null when the webhook is registered). */
  note: string | null;
  lastSyncedAt: string | null;
  syncError: string | null;
  /** The public booking page the Cal.com tab embeds. */
  embedUrl: string;
};
