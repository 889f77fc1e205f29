import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppointmentStatus } from '../../../shared/appointments/appointment-status';
import type { Database } from '../../db/types';

import { publishWebhookEvents, type WebhookEventInput } from '../webhooks/publish-webhook-event';

type Conn = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'id',
  'source',
  'calcom_uid',
  'title',
  'description',
  'start_time',
  'end_time',
  'client_name',
  'client_email',
  'client_phone',
  'status',
  'location',
  'agent_id',
  'contact_id',
  'call_id',
] as const;

/** The columns an appointment's details set (made in the app or taken from a booking). */
export type AppointmentValues = {
  title: string;
  description: string;
  start_time: string;
  end_time: string;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  location: string | null;
  contact_id: number | null;
  call_id: string | null;
};

export type CalcomValues = AppointmentValues & { calcom_uid: string; status: AppointmentStatus };

export function listInRange(db: Conn, accountId: string, from: string, to: string, max: number) {
  return db
    .selectFrom('appointments')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .where('start_time', '>=', new Date(from))
    .where('start_time', '<', new Date(to))
    .orderBy('start_time')
    .orderBy('id')
    .limit(max)
    .execute();
}

export function findAppointment(db: Conn, accountId: string, id: string) {
  return db
    .selectFrom('appointments')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertAppointment(
  db: Conn,
  row: AppointmentValues & { account_id: string; created_by: string },
) {
  const created = await db
    .insertInto('appointments')
    .values({ ...row, source: 'app', status: 'confirmed' })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  await publishWebhookEvents(db, [bookedEvent(row.account_id, created)]);
  return created;
}

type Booked = {
  id: string;
  source: string;
  start_time: Date;
  end_time: Date;
  contact_id: number | string | null;
  call_id: string | null;
};

/** appointment.booked (outbound webhooks): a new appointment, made in the app or on Cal.com. */
function bookedEvent(accountId: string, row: Booked): WebhookEventInput {
  return {
    accountId,
    type: 'appointment.booked',
    data: {
      appointment_id: row.id,
      source: row.source,
      start_time: row.start_time.toISOString(),
      end_time: row.end_time.toISOString(),
      contact_id: row.contact_id === null ? null : String(row.contact_id),
      call_id: row.call_id,
    },
  };
}

export function updateAppointment(
  db: Conn,
  accountId: string,
  id: string,
  values: AppointmentValues,
) {
  return db
    .updateTable('appointments')
    .set({ ...values, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function setStatus(db: Conn, accountId: string, id: string, status: AppointmentStatus) {
  return db
    .updateTable('appointments')
    .set({ status, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/**
 * A rescheduled booking replaces its original: the original's row takes the new uid (the
 * appointment moves, keeping its id), unless the new uid is already stored, in which case the
 * original's row goes.
 */
export async function replaceBooking(
  db: Transaction<Database>,
  accountId: string,
  originalUid: string,
  newUid: string,
): Promise<void> {
  await db
    .updateTable('appointments')
    .set({ calcom_uid: newUid })
    .where('account_id', '=', accountId)
    .where('calcom_uid', '=', originalUid)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('appointments as taken')
            .select(sql`1`.as('one'))
            .where('taken.account_id', '=', accountId)
            .where('taken.calcom_uid', '=', newUid),
        ),
      ),
    )
    .execute();
  await db
    .deleteFrom('appointments')
    .where('account_id', '=', accountId)
    .where('calcom_uid', '=', originalUid)
    .execute();
}

/**
 * Inserts or updates a Cal.com booking by its uid. A cancelled booking stays cancelled: Cal.com
 * never re-accepts a uid (a reschedule makes a new one), so a late 'created' cannot revive it.
 * Returns whether anything changed.
 */
export async function upsertBooking(
  db: Conn,
  accountId: string,
  values: CalcomValues,
): Promise<boolean> {
  const changed = await db
    .insertInto('appointments')
    .values({ ...values, account_id: accountId, source: 'calcom' })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'calcom_uid'])
        .where('calcom_uid', 'is not', null)
        .doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          description: eb.ref('excluded.description'),
          start_time: eb.ref('excluded.start_time'),
          end_time: eb.ref('excluded.end_time'),
          client_name: eb.ref('excluded.client_name'),
          client_email: eb.ref('excluded.client_email'),
          client_phone: eb.ref('excluded.client_phone'),
          location: eb.ref('excluded.location'),
          contact_id: eb.ref('excluded.contact_id'),
          call_id: eb.ref('excluded.call_id'),
          status: sql<AppointmentStatus>`case when appointments.status = 'cancelled'
            then 'cancelled' else excluded.status end`,
          updated_at: new Date(),
        }))
        .where(
          sql<boolean>`(appointments.title, appointments.description, appointments.start_time,
            appointments.end_time, appointments.client_name, appointments.client_email,
            appointments.client_phone, appointments.location, appointments.contact_id,
            appointments.call_id, appointments.status)
            is distinct from (excluded.title, excluded.description, excluded.start_time,
            excluded.end_time, excluded.client_name, excluded.client_email, excluded.client_phone,
            excluded.location, excluded.contact_id, excluded.call_id,
            case when appointments.status = 'cancelled' then 'cancelled' else excluded.status end)`,
        ),
    )
    .returning(['id', 'source', 'start_time', 'end_time', 'contact_id', 'call_id'])
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .executeTakeFirst();
  if (changed?.inserted) await publishWebhookEvents(db, [bookedEvent(accountId, changed)]);
  return Boolean(changed);
}
