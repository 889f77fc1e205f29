import { AUTO_TAGS } from '../../../shared/leads/pipeline';
import type { AppDeps } from '../../deps';
import { addTags } from './contact-tags.repository';
import { moveStages } from './stage-writer';

/**
 * An appointment booked for a contact (by hand in the calendar, or on Cal.com) moves it to
 * Appointment with the 'Booked' tag, as a booking on a call does: an automatic move, so only
 * forward (a Won contact stays Won). A cancelled or rejected booking moves nobody.
 */
export async function moveBookedContact(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  appointment: { contact_id: number | string | null; status: string },
): Promise<void> {
  if (appointment.contact_id === null) return;
  if (appointment.status === 'cancelled' || appointment.status === 'rejected') return;
  const contactId = Number(appointment.contact_id);
  await deps.db
    .transaction()
    .execute((trx) =>
      moveStages(trx, accountId, [{ contactId, stage: 'Appointment' }], 'automatic'),
    );
  await addTags(deps.db, accountId, [{ contactId, tag: AUTO_TAGS.booked }]);
}
