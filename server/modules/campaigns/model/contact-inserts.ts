import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { CleanContact, CleanedContacts } from '../../../../shared/phone/clean-contact-numbers';
import { contactZip } from '../../../../shared/storm/contact-zip';
import type { Database } from '../../../db/types';
import { usableZip } from '../../storm/geo/zips-in-circle';
import { ELIGIBLE_AT_ONCE_COPY, NEVER_ELIGIBLE_COPY } from '../policy/redial-eligibility';
import type { ContactZoneRow } from './contact-zone-rows';

const CHUNK_BYTES = 256 * 1024;
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format (NUL must already be gone: Postgres text cannot hold it). */
function copyText(value: string): string {
  return value.replace(SPECIAL, (c) => ESCAPES[c]!);
}

/**
 * Every contact insert goes through this file: a file's rows by COPY (`contactsCopyPayload` +
 * `copyContacts`), copies of other contacts by `insertFreshContactsSql`, one posted lead by
 * `insertLeadContact`. Either way a valid number starts Not Called and eligible at once, an
 * invalid one never eligible.
 */
const CONTACT_COLUMNS =
  'list_id, account_id, row_number, phone_number, phone_original, first_name, extra, status, next_eligible_at, time_zones, zone_sources, window_key, call_cap_24h, skip_reason, zip';
const DUPLICATE_COLUMNS = 'list_id, account_id, row_number, phone_original, duplicate_of_row';

type ListRef = { id: string; accountId: string };

const NULL = '\\N';

/** A text[] in COPY text format (zone names and sources need no quoting). */
const copyArray = (items: readonly string[]) => `{${items.join(',')}}`;

/** The zone columns of a contact (all NULL for an invalid number: it is never dialled). */
function zoneFields(row: ContactZoneRow | undefined): string {
  if (!row) return `${NULL}\t${NULL}\t${NULL}\t${NULL}\t${NULL}`;
  const cap = row.cap === null ? NULL : String(row.cap);
  const skip = row.skipReason === null ? NULL : row.skipReason;
  return `${copyArray(row.zones)}\t${copyArray(row.sources)}\t${copyText(row.windowKey)}\t${cap}\t${skip}`;
}

/**
 * The contacts as COPY text-format rows in file order. A valid number is stored in E.164 and is
 * eligible at once; an invalid one keeps its text, its own status and is never eligible.
 * `zones[i]` is the zone row of contact i (undefined for an invalid number).
 */
export function contactsCopyPayload(
  list: ListRef,
  cleaned: CleanedContacts,
  zones: readonly (ContactZoneRow | undefined)[],
): string {
  const prefix = `${list.id}\t${list.accountId}\t`;
  const lines = new Array<string>(cleaned.contacts.length + 1);
  for (let i = 0; i < cleaned.contacts.length; i++) {
    const c = cleaned.contacts[i]!;
    const original = copyText(c.phoneNumber);
    const fields =
      c.e164 === null
        ? `${original}\t${original}\t${copyText(c.firstName)}\t${copyText(JSON.stringify(c.extra))}\tInvalid Number\t${NEVER_ELIGIBLE_COPY}`
        : `${c.e164}\t${original}\t${copyText(c.firstName)}\t${copyText(JSON.stringify(c.extra))}\tNot Called\t${ELIGIBLE_AT_ONCE_COPY}`;
    const zip = usableZip(contactZip(c.extra)) ?? NULL;
    lines[i] = `${prefix}${c.rowNumber}\t${fields}\t${zoneFields(zones[i])}\t${zip}`;
  }
  lines[cleaned.contacts.length] = '';
  return lines.join('\n');
}

export function duplicatesCopyPayload(list: ListRef, cleaned: CleanedContacts): string {
  const prefix = `${list.id}\t${list.accountId}\t`;
  return cleaned.duplicates
    .map((d) => `${prefix}${d.rowNumber}\t${copyText(d.original)}\t${d.duplicateOfRow}\n`)
    .join('');
}

function* chunks(payload: Uint8Array) {
  for (let at = 0; at < payload.byteLength; at += CHUNK_BYTES) {
    yield payload.subarray(at, at + CHUNK_BYTES);
  }
}

async function copyInto(client: pg.ClientBase, target: string, payload: Uint8Array) {
  if (payload.byteLength === 0) return;
  await pipeline(
    Readable.from(chunks(payload)),
    client.query(copyFrom(`copy ${target} from stdin`)),
  );
}

/** Streams prepared COPY payloads on the given client, inside whatever transaction it has open. */
export async function copyContacts(
  client: pg.ClientBase,
  payload: { contacts: Uint8Array; duplicates: Uint8Array },
): Promise<void> {
  await copyInto(client, `contacts (${CONTACT_COLUMNS})`, payload.contacts);
  await copyInto(client, `import_duplicates (${DUPLICATE_COLUMNS})`, payload.duplicates);
}

/** One batch of a streamed file's contacts (`zones[i]` of contact i), by COPY on the given client. */
export async function copyContactBatch(
  client: pg.ClientBase,
  list: ListRef,
  contacts: CleanContact[],
  zones: readonly (ContactZoneRow | undefined)[],
): Promise<void> {
  const cleaned = { contacts, valid: 0, invalid: 0, duplicates: [] };
  const payload = Buffer.from(contactsCopyPayload(list, cleaned, zones));
  await copyInto(client, `contacts (${CONTACT_COLUMNS})`, payload);
}

/**
 * After a streamed file's last batch: a valid number met again later in the file keeps its first
 * row; the later rows move to import_duplicates (as `duplicatesCopyPayload` would have written
 * them). One statement, so duplicates are found across batches without holding numbers in memory.
 * Returns how many rows moved.
 */
export async function setAsideDuplicates(client: pg.ClientBase, listId: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `with ranked as (
       select id, account_id, row_number, phone_original,
         min(row_number) over (partition by phone_number) as first_row
       from contacts where list_id = $1 and status <> 'Invalid Number'),
     dropped as (
       delete from contacts c using ranked r where c.id = r.id and r.row_number > r.first_row
       returning r.account_id, r.row_number, r.phone_original, r.first_row),
     moved as (
       insert into import_duplicates (${DUPLICATE_COLUMNS})
       select $1, account_id, row_number, phone_original, first_row from dropped
       returning 1)
     select count(*)::int as n from moved`,
    [listId],
  );
  return rows[0]!.n;
}

/**
 * An INSERT of fresh contacts (Not Called, eligible at once) from `rows`, a SELECT with the
 * columns list_id, account_id, row_number, phone_number, phone_original, first_name, extra,
 * time_zones, zone_sources, window_key, call_cap_24h, skip_reason and zip, and with
 * `withHailEstimate` also hail_estimate_mm and hail_estimate_basis (a radar swath list's
 * estimate, null for others); returns id and window_key.
 * A fragment for a statement's WITH clause, so a copy stays one statement.
 */
export function insertFreshContactsSql(
  rows: RawBuilder<unknown>,
  { withHailEstimate = false }: { withHailEstimate?: boolean } = {},
): RawBuilder<unknown> {
  const estimateColumns = sql.raw(
    withHailEstimate ? ', hail_estimate_mm, hail_estimate_basis' : '',
  );
  const estimates = sql.raw(withHailEstimate ? ', f.hail_estimate_mm, f.hail_estimate_basis' : '');
  return sql`insert into contacts (${sql.raw(CONTACT_COLUMNS)}${estimateColumns})
    select f.list_id, f.account_id, f.row_number, f.phone_number, f.phone_original, f.first_name,
      f.extra, 'Not Called', ${ELIGIBLE_AT_ONCE_COPY}::timestamptz, f.time_zones, f.zone_sources,
      f.window_key, f.call_cap_24h, f.skip_reason, f.zip${estimates}
    from (${rows}) f
    returning id, window_key`;
}

/** One posted lead with a valid (E.164) number and its zones. */
export type LeadContactRow = {
  phoneNumber: string;
  phoneOriginal: string;
  firstName: string;
  extra: Record<string, string>;
  zones: ContactZoneRow;
};

/**
 * One lead appended to a list as a fresh contact (Not Called, eligible at once) after the list's
 * last row. The caller serialises appends to the list (two at once would take the same row).
 */
export async function insertLeadContact(
  trx: Transaction<Database>,
  list: ListRef,
  lead: LeadContactRow,
): Promise<{ id: number; windowKey: string }> {
  const zip = usableZip(contactZip(lead.extra)) ?? null;
  const { zones } = lead;
  const { rows } = await sql<{ id: string; window_key: string }>`
    with inserted as (${insertFreshContactsSql(sql`
      select ${list.id}::uuid as list_id, ${list.accountId}::uuid as account_id,
        coalesce((select max(row_number) from contacts where list_id = ${list.id}), 0) + 1
          as row_number,
        ${lead.phoneNumber}::text as phone_number, ${lead.phoneOriginal}::text as phone_original,
        ${lead.firstName}::text as first_name, ${JSON.stringify(lead.extra)}::jsonb as extra,
        ${zones.zones}::text[] as time_zones, ${zones.sources}::text[] as zone_sources,
        ${zones.windowKey}::text as window_key, ${zones.cap}::int as call_cap_24h,
        ${zones.skipReason}::text as skip_reason, ${zip}::text as zip`)})
    select id, window_key from inserted`.execute(trx);
  return { id: Number(rows[0]!.id), windowKey: rows[0]!.window_key };
}
