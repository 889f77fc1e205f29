import { ROOFING_CALL_FIELDS } from '../../../shared/agents/call-fields';
import { callFieldLabel } from '../../../shared/calls/call-field-values';
import { formatCallTime } from '../../../shared/calls/call-log-format';
import { csvLine } from '../../../shared/csv/csv-cell';
import { AUTO_TAGS, type LeadFilters } from '../../../shared/leads/pipeline';
import type { Db } from '../../db/database';
import { callFieldCells } from '../call-logs/call-field-cells';
import { tagsOf } from './contact-tags.repository';
import { leadsQuery } from './leads.repository';

export const LEADS_CSV_HEADER = [
  'Name',
  'Phone Number',
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
] as const;

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

function leadCsvLine(row: ExportRow, tags: string[], timeZone: string): string {
  const allTags = [...tags, ...(row.status === 'Do Not Call' ? [AUTO_TAGS.doNotCall] : [])];
  return csvLine([
    row.first_name,
    row.phone_number,
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
  if (!(await write(csvLine(LEADS_CSV_HEADER)))) return;
  let before: number | null = null;
  for (;;) {
    const rows = await exportBatch(db, accountId, filters, before);
    if (rows.length === 0) return;
    const tags = await tagsOf(
      db,
      accountId,
      rows.map((row) => Number(row.id)),
    );
    const text = rows.map((row) => leadCsvLine(row, tags.get(Number(row.id)) ?? [], timeZone));
    if (!(await write(text.join('')))) return;
    if (rows.length < LEADS_EXPORT_BATCH) return;
    before = Number(rows.at(-1)!.id);
  }
}
