import { sql } from 'kysely';
import { ROOFING_CALL_FIELDS } from '../../../shared/agents/call-fields';
import { callFieldLabel } from '../../../shared/calls/call-field-values';
import { formatCallTime } from '../../../shared/calls/call-log-format';
import { csvLine } from '../../../shared/csv/csv-cell';
import { contactFieldsOf, isNamedFieldHeader } from '../../../shared/leads/contact-fields';
import { AUTO_TAGS, type LeadFilters } from '../../../shared/leads/pipeline';
import { contactHailVariables } from '../../../shared/storm/mesh-swath';
import type { Db } from '../../db/database';
import { callFieldCells } from '../call-logs/call-field-cells';
import { tagsOf } from './contact-tags.repository';
import { leadsQuery } from './leads.repository';

/** The fixed columns; the file's other columns of the exported contacts follow them. */
export const LEADS_CSV_HEADER = [
  'First Name',
  'Last Name',
  'Phone Number',
  'Email',
  'Address',
  'City',
  'State',
  'ZIP',
  'List',
  'Stage',
  'Tags',
  'Call Status',
  'Last Outcome',
  'Last Call',
  'Last Call Summary',
  ...ROOFING_CALL_FIELDS.map((field) => callFieldLabel(field.name)),
  'Other Call Fields',
  'Appointment',
  'Appointment Status',
  'Hail Size (radar estimate)',
  'Other Contact Fields',
] as const;

/** At most this many of the files' other columns get a column each; the rest share one cell. */
export const LEADS_CUSTOM_COLUMNS_MAX = 50;

/** Rows read per query: memory stays flat however many leads match. */
export const LEADS_EXPORT_BATCH = 2_000;

/** One batch of leads below `before`, with each one's last ended call and latest appointment. */
function exportBatch(db: Db, accountId: string, filters: LeadFilters, before: number | null) {
  let query = leadsQuery(db, accountId, filters);
  if (before !== null) query = query.where('c.id', '<', before);
  return query
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('calls as lc')
          .select(['lc.outcome', 'lc.started_at', 'lc.summary', 'lc.call_fields'])
          .whereRef('lc.contact_id', '=', 'c.id')
          .where('lc.state', '=', 'ended')
          .orderBy('lc.attempt', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('appointments as ap')
          .select(['ap.start_time', 'ap.status'])
          .whereRef('ap.contact_id', '=', 'c.id')
          .where('ap.account_id', '=', accountId)
          .orderBy('ap.start_time', 'desc')
          .limit(1)
          .as('appt'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id',
      'c.first_name',
      'c.phone_number',
      'c.extra',
      'c.zip',
      'c.hail_estimate_mm',
      'c.hail_estimate_basis',
      'l.name as list_name',
      'c.stage',
      'c.status',
      'last.outcome',
      'last.started_at',
      'last.summary',
      'last.call_fields',
      'appt.start_time as appointment_at',
      'appt.status as appointment_status',
    ])
    .orderBy('c.id', 'desc')
    .limit(LEADS_EXPORT_BATCH)
    .execute();
}

type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/**
 * The other columns of the exported contacts' files that get a column each: headers that are no
 * named field, in alphabetical order, at most LEADS_CUSTOM_COLUMNS_MAX.
 */
async function customColumns(db: Db, accountId: string, filters: LeadFilters) {
  const keys = await leadsQuery(db, accountId, filters)
    .select(sql<string>`jsonb_object_keys(c.extra)`.as('key'))
    .distinct()
    .execute();
  return keys
    .map((row) => row.key)
    .filter((key) => !isNamedFieldHeader(key))
    .sort((a, b) => a.localeCompare(b))
    .slice(0, LEADS_CUSTOM_COLUMNS_MAX);
}

/** The contact's own fields: named ones, its values of `custom`, and any other as "header: value". */
function contactCells(row: ExportRow, custom: readonly string[]) {
  const fields = contactFieldsOf(row.extra as Record<string, string>);
  const own = new Map(fields.custom);
  const others = fields.custom.filter(([header]) => !custom.includes(header));
  return {
    named: [fields.lastName, row.phone_number, fields.email, fields.address, fields.city],
    place: [fields.state, fields.zip || (row.zip ?? '')],
    custom: custom.map((header) => own.get(header) ?? ''),
    others: others.map(([header, value]) => `${header}: ${value}`).join('; '),
  };
}

function leadCsvLine(
  row: ExportRow,
  tags: string[],
  timeZone: string,
  custom: readonly string[],
): string {
  const allTags = [...tags, ...(row.status === 'Do Not Call' ? [AUTO_TAGS.doNotCall] : [])];
  const cells = contactCells(row, custom);
  return csvLine([
    row.first_name,
    ...cells.named,
    ...cells.place,
    row.list_name,
    row.stage,
    allTags.join('; '),
    row.status,
    row.outcome ?? '',
    row.started_at ? formatCallTime(row.started_at, timeZone) : '',
    row.summary ?? '',
    ...callFieldCells(row.call_fields),
    row.appointment_at ? formatCallTime(row.appointment_at, timeZone) : '',
    row.appointment_status ?? '',
    contactHailVariables(row).hail_size ?? '',
    cells.others,
    ...cells.custom,
  ]);
}

/**
 * Writes the leads under the Leads page's filters as CSV through `write`, newest first, one
 * keyset batch at a time; `write` resolves false when the reader went away.
 */
export async function writeLeadsCsv(
  db: Db,
  accountId: string,
  filters: LeadFilters,
  timeZone: string,
  write: (chunk: string) => Promise<boolean>,
): Promise<void> {
  const custom = await customColumns(db, accountId, filters);
  if (!(await write(csvLine([...LEADS_CSV_HEADER, ...custom])))) return;
  let before: number | null = null;
  for (;;) {
    const rows = await exportBatch(db, accountId, filters, before);
    if (rows.length === 0) return;
    const tags = await tagsOf(
      db,
      accountId,
      rows.map((row) => Number(row.id)),
    );
    const text = rows.map((row) =>
      leadCsvLine(row, tags.get(Number(row.id)) ?? [], timeZone, custom),
    );
    if (!(await write(text.join('')))) return;
    if (rows.length < LEADS_EXPORT_BATCH) return;
    before = Number(rows.at(-1)!.id);
  }
}
