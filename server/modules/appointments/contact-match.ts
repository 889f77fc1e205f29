import { type Kysely, sql } from 'kysely';
import { type CountryCode, toE164 } from '../../../shared/phone/normalize-phone';
import type { Database } from '../../db/types';

/** Extra CSV columns that hold a contact's e-mail. */
const EMAIL_COLUMNS = ['email', 'e-mail', 'email address', 'e-mail address'];

export type ContactLink = { contactId: number | null; callId: string | null };

/** The first of these numbers that is a valid number in the account's region, as E.164. */
export function firstE164(numbers: readonly string[], region: CountryCode): string | null {
  for (const raw of numbers) {
    const e164 = toE164(raw, region);
    if (e164) return e164;
  }
  return null;
}

/**
 * The account's contact with this E.164 number (contacts.phone_number holds E.164) or, failing
 * that, with this e-mail in an extra column; when several lists hold them, the one called last.
 * Also that contact's latest call.
 */
export async function matchContact(
  db: Kysely<Database>,
  accountId: string,
  who: { phone: string | null; email: string | null },
): Promise<ContactLink> {
  if (who.phone) {
    const byPhone = await latestContact(db, accountId, sql`c.phone_number = ${who.phone}`);
    if (byPhone.contactId) return byPhone;
  }
  if (who.email) {
    const email = who.email.toLowerCase();
    return latestContact(
      db,
      accountId,
      sql`exists (select 1 from jsonb_each_text(c.extra) e
        where lower(e.key) in (${sql.join(EMAIL_COLUMNS)}) and lower(trim(e.value)) = ${email})`,
    );
  }
  return { contactId: null, callId: null };
}

async function latestContact(
  db: Kysely<Database>,
  accountId: string,
  predicate: ReturnType<typeof sql>,
): Promise<ContactLink> {
  const { rows } = await sql<{ contact_id: number; call_id: string | null }>`
    select c.id as contact_id, last_call.id as call_id
    from contacts c
    left join lateral (
      select k.id, k.started_at from calls k
      where k.account_id = ${accountId} and k.contact_id = c.id
      order by k.started_at desc limit 1
    ) last_call on true
    where c.account_id = ${accountId} and ${predicate}
    order by last_call.started_at desc nulls last, c.id desc
    limit 1`.execute(db);
  const row = rows[0];
  return { contactId: row?.contact_id ?? null, callId: row?.call_id ?? null };
}
