import type { EvidenceDialRecord } from '../../../shared/dialer/evidence-pack';
import { formatDateTime } from '../../../shared/format/date-time';
import { TableCell } from '../../components/ui/table';

type Zone = { zone: string; local: string };
type Schedule = { start: string; end: string; days: number[]; skipFederalHolidays: boolean } | null;

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function scheduleText(schedule: Schedule): string {
  if (!schedule) return 'no schedule';
  const days = schedule.days.map((d) => DAY_NAMES[d]).join(' ');
  const holidays = schedule.skipFederalHolidays ? ', no federal holidays' : '';
  return `${schedule.start}–${schedule.end} ${days}${holidays}`;
}

function callText(record: EvidenceDialRecord): string {
  const call = record.call;
  if (!call) return record.call_id;
  const where = call.listName ? ` · ${call.listName}` : '';
  const outcome = call.outcome ?? call.notPlacedReason ?? call.state;
  return `${outcome}${where} · started ${formatDateTime(call.startedAt)}`;
}

const DECISION_LABELS: Record<EvidenceDialRecord['decision'], string> = {
  placed: 'Placed',
  refused: 'Refused',
  'not-placed': 'Not placed',
};

function decisionText(record: EvidenceDialRecord): string {
  const label = DECISION_LABELS[record.decision];
  return record.refused_reason ? `${label}: ${record.refused_reason}` : label;
}

/** One dial record's cells: the decision and everything it relied on, as stored. */
export function DialRecordCells({ record }: { record: EvidenceDialRecord }) {
  const zones = (record.zones as Zone[] | null) ?? [];
  const versions = record.rule_versions as { state_rules?: string } | null;
  return (
    <>
      <TableCell>{formatDateTime(record.decided_at)}</TableCell>
      <TableCell>{decisionText(record)}</TableCell>
      <TableCell>{callText(record)}</TableCell>
      <TableCell>
        {zones.length === 0 ? 'none' : zones.map((z) => `${z.zone} ${z.local}`).join('; ')}
      </TableCell>
      <TableCell>
        {String(record.state_rules ?? 'federal 8:00–21:00 only')} ·{' '}
        {scheduleText(record.schedule as Schedule)}
        {versions?.state_rules ? ` · rules ${versions.state_rules}` : ''}
      </TableCell>
      <TableCell>{String(record.consent_basis ?? '—')}</TableCell>
      <TableCell>{formatDateTime(String(record.dnc_checked_at))}</TableCell>
      <TableCell>
        {String(record.number_count)} of {String(record.number_cap)}
      </TableCell>
      <TableCell>
        {record.agent_name ?? 'no agent'} · {record.started_by_name ?? 'starter unknown'}
      </TableCell>
    </>
  );
}
