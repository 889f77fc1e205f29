import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import {
  CONSENT_COLUMN_ALIASES,
  parseConsent,
  parseConsentDate,
} from '../../../../shared/dialer/consent-columns';
import type { Database } from '../../../db/types';
import { refreshConsentRecordsSql } from '../consent/consent-ledger';

const SOURCE_MAX = 200;

/**
 * Inside an import's transaction (its own pg client): the consent columns of the list's contacts
 * become consent events per number (the file's first row of a number wins), and the numbers'
 * consent state is folded again (a claim never clears a revocation). Returns how many numbers
 * got an event.
 */
export async function recordConsentOfList(
  db: Kysely<Database>,
  client: pg.PoolClient,
  list: { id: string; accountId: string },
): Promise<number> {
  const read = sql<{
    phone_number: string;
    consent: string;
    consent_date: string | null;
    source: string | null;
  }>`
    select distinct on (c.phone_number) c.phone_number, v.consent, v.consent_date, v.source
    from contacts c
    cross join lateral (
      select
        max(e.value) filter (where lower(trim(e.key)) = any(${[...CONSENT_COLUMN_ALIASES.consent]}::text[])) as consent,
        max(e.value) filter (where lower(trim(e.key)) = any(${[...CONSENT_COLUMN_ALIASES.consentDate]}::text[])) as consent_date,
        max(e.value) filter (where lower(trim(e.key)) = any(${[...CONSENT_COLUMN_ALIASES.consentSource]}::text[])) as source
      from jsonb_each_text(c.extra) e) v
    where c.list_id = ${list.id} and c.status <> 'Invalid Number' and v.consent is not null
    order by c.phone_number, c.row_number`.compile(db);
  const { rows } = await client.query<{
    phone_number: string;
    consent: string;
    consent_date: string | null;
    source: string | null;
  }>(read.sql, [...read.parameters]);
  const records = rows.flatMap((row) => {
    const consented = parseConsent(row.consent);
    if (consented === null) return [];
    return [
      {
        phone: row.phone_number,
        consented,
        date: parseConsentDate(row.consent_date),
        source: row.source?.trim().slice(0, SOURCE_MAX) || null,
      },
    ];
  });
  if (records.length === 0) return 0;
  // A "no" in a file is a revocation: a later file's "yes" never clears it (consent-ledger.ts).
  const write = sql`
    insert into consent_events
      (account_id, phone_number, kind, source, source_detail, captured_at, list_id)
    select ${list.accountId}, v.phone, case when v.consented then 'granted' else 'revoked' end,
      'upload', v.source, v.date::timestamp at time zone 'UTC', ${list.id}
    from unnest(${records.map((r) => r.phone)}::text[], ${records.map((r) => r.consented)}::boolean[],
      ${records.map((r) => r.date)}::date[], ${records.map((r) => r.source)}::text[])
      as v(phone, consented, date, source)`.compile(db);
  await client.query(write.sql, [...write.parameters]);
  const refresh = refreshConsentRecordsSql(
    list.accountId,
    sql`select phone_number from consent_events where list_id = ${list.id}`,
  ).compile(db);
  await client.query(refresh.sql, [...refresh.parameters]);
  return records.length;
}
