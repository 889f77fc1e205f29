import type { z } from 'zod';
import {
  APPOINTMENT_LIMITS,
  APPOINTMENT_MESSAGES,
  type AppointmentFieldsSchema,
  type AppointmentView,
} from '../../../shared/appointments/appointment-schema';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError } from '../../errors';
import { phoneRegionOf } from '../campaigns/lists/phone-region.repository';
import { moveBookedContact } from '../leads/booked-contacts';
import { publishAppointmentsChanged as publishChanged } from './appointment-events';
import { toAppointmentView } from './appointment-mapper';
import {
  type AppointmentValues,
  findAppointment,
  insertAppointment,
  listInRange,
  setStatus,
  updateAppointment,
} from './appointments.repository';
import { cancelCalcomBooking } from './calcom-bookings.service';
import { firstE164, matchContact } from './contact-match';

type Deps = Pick<AppDeps, 'db' | 'config' | 'events' | 'logger'>;
type Fields = z.output<typeof AppointmentFieldsSchema>;

export async function listAppointments(
  deps: Deps,
  accountId: string,
  range: { from: string; to: string },
): Promise<AppointmentView[]> {
  const rows = await listInRange(
    deps.db,
    accountId,
    range.from,
    range.to,
    APPOINTMENT_LIMITS.maxPerRange,
  );
  return rows.map(toAppointmentView);
}

/** The form's fields as columns: the phone as E.164 in the account's region, linked to a contact. */
async function valuesOf(deps: Deps, accountId: string, f: Fields): Promise<AppointmentValues> {
  let phone: string | null = null;
  if (f.clientPhone) {
    phone = firstE164([f.clientPhone], await phoneRegionOf(deps.db, accountId));
    if (!phone) {
      throw new BadInputError(APPOINTMENT_MESSAGES.badPhone, {
        clientPhone: [APPOINTMENT_MESSAGES.badPhone],
      });
    }
  }
  const email = f.clientEmail || null;
  const link = await matchContact(deps.db, accountId, { phone, email });
  return {
    title: f.title,
    description: f.description,
    start_time: f.startTime,
    end_time: f.endTime,
    client_name: f.clientName,
    client_email: email,
    client_phone: phone,
    location: f.location || null,
    contact_id: link.contactId,
    call_id: link.callId,
  };
}

/** Stored here only: the spec's 'New Appointment' is not booked on Cal.com. */
export async function createAppointment(
  deps: Deps,
  actor: SessionUser,
  fields: Fields,
): Promise<AppointmentView> {
  const values = await valuesOf(deps, actor.accountId, fields);
  const row = await insertAppointment(deps.db, {
    ...values,
    account_id: actor.accountId,
    created_by: actor.id,
  });
  await moveBookedContact(deps, actor.accountId, row);
  await publishChanged(deps, actor.accountId);
  return toAppointmentView(row);
}

export async function editAppointment(
  deps: Deps,
  accountId: string,
  id: string,
  fields: Fields,
): Promise<AppointmentView> {
  const existing = await findAppointment(deps.db, accountId, id);
  if (!existing) throw new NotFoundError(APPOINTMENT_MESSAGES.notFound);
  if (existing.source === 'calcom') throw new BadInputError(APPOINTMENT_MESSAGES.calcomManaged);
  const row = await updateAppointment(
    deps.db,
    accountId,
    id,
    await valuesOf(deps, accountId, fields),
  );
  if (!row) throw new NotFoundError(APPOINTMENT_MESSAGES.notFound);
  await moveBookedContact(deps, accountId, row);
  await publishChanged(deps, accountId);
  return toAppointmentView(row);
}

/** Marks it cancelled; a Cal.com booking is cancelled on Cal.com first, so sync agrees. */
export async function cancelAppointment(
  deps: Deps,
  accountId: string,
  id: string,
): Promise<AppointmentView> {
  const existing = await findAppointment(deps.db, accountId, id);
  if (!existing) throw new NotFoundError(APPOINTMENT_MESSAGES.notFound);
  if (existing.calcom_uid && existing.status !== 'cancelled') {
    await cancelCalcomBooking(deps, accountId, existing.calcom_uid);
  }
  const row = await setStatus(deps.db, accountId, id, 'cancelled');
  if (!row) throw new NotFoundError(APPOINTMENT_MESSAGES.notFound);
  await publishChanged(deps, accountId);
  return toAppointmentView(row);
}
