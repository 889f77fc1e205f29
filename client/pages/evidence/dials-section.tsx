import { useState } from 'react';
import type { EvidenceDialRecord, EvidenceDialsPage } from '../../../shared/dialer/evidence-pack';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { trpc } from '../../lib/trpc';
import { DialRecordCells } from './dial-record-cells';

function RecordsTable({ records, caption }: { records: EvidenceDialRecord[]; caption: string }) {
  return (
    <Table data-testid="evidence-dials">
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Decided</TableHead>
          <TableHead>Decision</TableHead>
          <TableHead>Call</TableHead>
          <TableHead>Zones and local time</TableHead>
          <TableHead>Rules and schedule</TableHead>
          <TableHead>Consent relied on</TableHead>
          <TableHead>Do-not-call checked</TableHead>
          <TableHead>Count / cap</TableHead>
          <TableHead>Agent, started by</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id}>
            <DialRecordCells record={record} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Older records, one page per "Load older records", each read when asked for. */
function OlderPage(props: {
  number: string;
  before: number;
  onMore: (before: number) => void;
  last: boolean;
}) {
  const page = trpc.evidence.dials.useQuery({ number: props.number, before: props.before });
  if (page.isPending) return <Spinner label="Loading older records..." />;
  if (page.isError) {
    return (
      <LoadError
        title="Could not load older records"
        error={page.error}
        onRetry={() => page.refetch()}
      />
    );
  }
  return <RecordsPage page={page.data} caption="Older dial records" {...props} />;
}

function RecordsPage(props: {
  page: EvidenceDialsPage;
  caption: string;
  onMore: (before: number) => void;
  last: boolean;
}) {
  const { page, caption, onMore, last } = props;
  const next = page.nextBefore;
  return (
    <>
      {page.records.length > 0 ? <RecordsTable records={page.records} caption={caption} /> : null}
      {last && next !== null ? (
        <Button variant="outline" className="w-fit" onClick={() => onMore(next)}>
          Load older records
        </Button>
      ) : null}
    </>
  );
}

/** Every dial decision on the number (placed or refused), newest first, with its call. */
export function DialsSection({ number, first }: { number: string; first: EvidenceDialsPage }) {
  const [older, setOlder] = useState<number[]>([]);
  const more = (before: number) => setOlder((pages) => [...pages, before]);
  return (
    <section aria-labelledby="evidence-dials" className="flex flex-col gap-2">
      <h2 id="evidence-dials" className="text-lg font-semibold">
        Calls and their dial records
      </h2>
      {first.records.length === 0 ? (
        <p className="text-sm text-muted-foreground">No dial records for this number</p>
      ) : (
        <RecordsPage
          page={first}
          caption="Dial records, newest first: one per decision of the last check before dialling"
          onMore={more}
          last={older.length === 0}
        />
      )}
      {older.map((before, i) => (
        <OlderPage
          key={before}
          number={number}
          before={before}
          onMore={more}
          last={i === older.length - 1}
        />
      ))}
    </section>
  );
}
