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

const KIND_LABELS = {
  granted: 'Consent given',
  revoked: 'Consent revoked',
  invalidated: 'Consent no longer valid',
} as const;

function evidenceText(event: EvidencePack['consent']['events'][number]): string {
  const e = event.evidence;
  const claim = event.claimEvidence;
  if (!e && claim) {
    const given = [
      claim.pageUrl,
      claim.ip,
      claim.userAgent,
      claim.formId && `form ${claim.formId}`,
    ];
    const where = given.filter(Boolean).join(', ');
    return `No written evidence; claimed by ${claim.assertedBy}: "${claim.text}"${where ? ` (${where})` : ''}`;
  }
  if (!e) return event.kind === 'granted' ? 'No written evidence' : '—';
  const where = [e.pageUrl, e.ipAddress].filter(Boolean).join(', ');
  return `Seller ${e.sellerName}; ${e.assent} by ${e.signedBy}; "${e.consentText}"${where ? ` (${where})` : ''}`;
}

/** Every consent event of the number, oldest first, and the state they lead to. */
export function ConsentSection({ consent }: { consent: EvidencePack['consent'] }) {
  return (
    <section aria-labelledby="evidence-consent" className="flex flex-col gap-2">
      <h2 id="evidence-consent" className="text-lg font-semibold">
        Consent history
      </h2>
      <p className="text-sm" data-testid="evidence-consent-now">
        Now: {consent.now.text}
      </p>
      {consent.events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No consent recorded for this number</p>
      ) : (
        <Table>
          <TableCaption>Consent events, oldest first</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Event</TableHead>
              <TableHead>Given or withdrawn</TableHead>
              <TableHead>Source</TableHead>
              <TableHead>Evidence</TableHead>
              <TableHead>Recorded</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {consent.events.map((event) => (
              <TableRow key={event.id}>
                <TableCell>{KIND_LABELS[event.kind]}</TableCell>
                <TableCell>
                  {event.capturedAt ? event.capturedAt.slice(0, 10) : 'date not given'}
                </TableCell>
                <TableCell>
                  {event.source}
                  {event.sourceDetail ? ` (${event.sourceDetail})` : ''}
                  {event.byVoice ? ', spoken on a call' : ''}
                </TableCell>
                <TableCell className="max-w-xs break-words">{evidenceText(event)}</TableCell>
                <TableCell className="text-muted-foreground">
                  {formatDateTime(event.recordedAt)}
                  {event.recordedBy ? ` by ${event.recordedBy}` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
