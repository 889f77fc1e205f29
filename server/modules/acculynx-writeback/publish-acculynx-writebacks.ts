import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** The events written back to AccuLynx: a call's summary as a log, a booking as a job. */
export const ACCULYNX_EVENTS = ['call.analyzed', 'appointment.booked'] as const;

type Event = { accountId: string; type: string; data: Record<string, unknown>; body: string };

/** A booked appointment is written back only when a call booked it. */
function writesBack(event: Event): boolean {
  if (event.type === 'call.analyzed') return true;
  return event.type === 'appointment.booked' && event.data.call_id != null;
}

/**
 * Writes an AccuLynx write-back row into the outbox (the caller's transaction) for each event of
 * an account whose AccuLynx key is verified. A contact not linked (or no contact) gets a row
 * marked `not_linked` that is never sent; the link is read on the contact of the same account.
 */
export async function publishAcculynxWritebacks(
  db: Kysely<Database>,
  events: readonly Event[],
): Promise<void> {
  const chosen = events.filter(writesBack);
  if (chosen.length === 0) return;
  const contactIds = chosen.map((e) => {
    const id = e.data.contact_id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  });
  await sql`
    insert into webhook_deliveries
      (account_id, destination, contact_id, event, body, status, queued_at)
    select v.account_id, 'acculynx', v.contact_id, v.type, v.body,
      case when c.acculynx_contact_id is null then 'not_linked' else 'pending' end,
      case when c.acculynx_contact_id is null then now() end
    from unnest(
      ${chosen.map((e) => e.accountId)}::uuid[],
      ${contactIds}::bigint[],
      ${chosen.map((e) => e.type)}::text[],
      ${chosen.map((e) => e.body)}::text[]
    ) as v(account_id, contact_id, type, body)
    join storm_connections s
      on s.account_id = v.account_id and s.provider = 'acculynx'
      and s.method = 'api_key' and s.verified
    left join contacts c on c.id = v.contact_id and c.account_id = v.account_id`.execute(db);
}
