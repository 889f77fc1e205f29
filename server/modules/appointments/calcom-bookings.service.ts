import { CALCOM_MESSAGES } from '../../../shared/agents/calcom';
import type { CountryCode } from '../../../shared/phone/normalize-phone';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import type { CalcomBooking } from '../../integrations/calcom/calcom-booking';
import { calcomApi } from '../../integrations/calcom/calcom-client';
import { readSecret } from '../api-keys/api-keys.service';
import { calcomConnection, saveSyncResult } from '../calcom/calcom.repository';
import { phoneRegionOf } from '../campaigns/lists/phone-region.repository';
import { moveBookedContact } from '../leads/booked-contacts';
import { publishAppointmentsChanged } from './appointment-events';
import { replaceBooking, upsertBooking } from './appointments.repository';
import { firstE164, matchContact } from './contact-match';

type Deps = Pick<AppDeps, 'db' | 'config' | 'events' | 'logger'>;

/** How far back a sync looks: bookings that started earlier no longer change the calendar. */
const SYNC_LOOKBACK_MS = 30 * 86_400_000;

/**
 * Stores one booking for the account, idempotently by uid: a reschedule moves the original's
 * appointment to the new uid; an original already replaced is dropped. Returns whether it changed
 * anything.
 */
export async function applyBooking(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  region: CountryCode,
  booking: CalcomBooking,
): Promise<boolean> {
  if (booking.replacedByUid) {
    // The original of a reschedule: its replacement (stored under the new uid) carries on.
    return replaceIfStored(deps, accountId, booking.uid, booking.replacedByUid);
  }
  const phone = firstE164(booking.phoneCandidates, region);
  const link = await matchContact(deps.db, accountId, { phone, email: booking.attendeeEmail });
  const changed = await deps.db.transaction().execute(async (tx) => {
    if (booking.replacesUid) await replaceBooking(tx, accountId, booking.replacesUid, booking.uid);
    return upsertBooking(tx, accountId, {
      calcom_uid: booking.uid,
      title: booking.title.slice(0, 500),
      description: booking.description.slice(0, 5000),
      start_time: booking.start,
      end_time: new Date(
        Math.max(Date.parse(booking.end), Date.parse(booking.start)),
      ).toISOString(),
      client_name: booking.attendeeName.slice(0, 500),
      client_email: booking.attendeeEmail,
      client_phone: phone ?? booking.phoneCandidates[0]?.slice(0, 40) ?? null,
      location: booking.location,
      status: booking.status,
      contact_id: link.contactId,
      call_id: link.callId,
    });
  });
  if (changed) {
    await moveBookedContact(deps, accountId, {
      contact_id: link.contactId,
      status: booking.status,
    });
  }
  return changed;
}

async function replaceIfStored(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  originalUid: string,
  newUid: string,
): Promise<boolean> {
  const replacement = await deps.db
    .selectFrom('appointments')
    .select('id')
    .where('account_id', '=', accountId)
    .where('calcom_uid', '=', newUid)
    .executeTakeFirst();
  if (!replacement) return false;
  const removed = await deps.db
    .deleteFrom('appointments')
    .where('account_id', '=', accountId)
    .where('calcom_uid', '=', originalUid)
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

/** Stores bookings Cal.com told us about (a webhook, a poll) and tells open tabs. */
export async function applyBookings(
  deps: Deps,
  accountId: string,
  bookings: readonly CalcomBooking[],
): Promise<number> {
  const region = await phoneRegionOf(deps.db, accountId);
  let changed = 0;
  for (const booking of bookings) {
    if (await applyBooking(deps, accountId, region, booking)) changed++;
  }
  if (changed > 0) await publishAppointmentsChanged(deps, accountId);
  return changed;
}

/**
 * Pulls the account's recent and upcoming bookings from Cal.com v2 and stores them. A failure is
 * kept on the connection for the page and rethrown, so the job is retried.
 */
export async function syncCalcomBookings(deps: Deps, accountId: string): Promise<number> {
  const connection = await calcomConnection(deps.db, accountId);
  const key = connection ? await readSecret(deps, accountId, 'calcom') : null;
  if (!key) return 0;
  try {
    const since = new Date(Date.now() - SYNC_LOOKBACK_MS);
    const bookings = await calcomApi(deps.config, key).listBookings(since);
    const changed = await applyBookings(deps, accountId, bookings);
    await saveSyncResult(deps.db, accountId, null);
    return changed;
  } catch (error) {
    await saveSyncResult(deps.db, accountId, (error as Error).message.slice(0, 500));
    throw error;
  }
}

export async function cancelCalcomBooking(
  deps: Pick<AppDeps, 'db' | 'config'>,
  accountId: string,
  uid: string,
): Promise<void> {
  const key = await readSecret(deps, accountId, 'calcom');
  if (!key) throw new BadInputError(CALCOM_MESSAGES.notConnected);
  await calcomApi(deps.config, key).cancelBooking(uid);
}
