import { DNC_SOURCE_LABELS } from '../../../shared/dialer/do-not-call-inputs';
import type { EvidencePack } from '../../../shared/dialer/evidence-pack';
import { formatDateTime } from '../../../shared/format/date-time';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

function listedText(listed: EvidencePack['doNotCall']['listed']): string {
  if (!listed) return 'Not on the do-not-call list';
  const by = listed.addedBy ? ` by ${listed.addedBy}` : '';
  return `On the do-not-call list since ${formatDateTime(listed.addedAt)} (${DNC_SOURCE_LABELS[listed.source].toLowerCase()}${by})`;
}

/** The number's do-not-call entry now and who added or removed it, and why. */
export function DoNotCallSection({ doNotCall }: { doNotCall: EvidencePack['doNotCall'] }) {
  return (
    <section aria-labelledby="evidence-dnc" className="flex flex-col gap-2">
      <h2 id="evidence-dnc" className="text-lg font-semibold">
        Do-not-call history
      </h2>
      <p className="text-sm">Now: {listedText(doNotCall.listed)}</p>
      {doNotCall.changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No do-not-call changes for this number</p>
      ) : (
        <Table>
          <TableCaption>Do-not-call changes, oldest first</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Change</TableHead>
              <TableHead>When</TableHead>
              <TableHead>Who</TableHead>
              <TableHead>Reason</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {doNotCall.changes.map((change) => (
              <TableRow key={change.key}>
                <TableCell>{change.action}</TableCell>
                <TableCell>{formatDateTime(change.at)}</TableCell>
                <TableCell>
                  {change.actor ?? 'the person, on a call'}
                  {change.actorRole ? ` (${change.actorRole})` : ''}
                </TableCell>
                <TableCell>{change.reason ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
