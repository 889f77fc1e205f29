import { lazy, Suspense } from 'react';
import type { HailSearchResult } from '../../../shared/storm/hail-search';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import type { HailProbability } from '../../../shared/storm/storm-samples';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Spinner } from '../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

import { StormListPanel } from './storm-list-panel';

const HailMap = lazy(() => import('./hail-map'));

const PROBABILITY_STYLE: Record<HailProbability, BadgeProps['variant']> = {
  High: 'destructive',
  Medium: 'warning',
  Low: 'secondary',
};

type Row = {
  id?: string;
  date: string;
  size: string;
  probability: HailProbability;
  source: string;
  miles?: number;
  place?: string;
  state?: string;
};

function EventsTable({ rows, archived }: { rows: Row[]; archived: boolean }) {
  return (
    <Table aria-label="Hail events">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Hail Size</TableHead>
          <TableHead>Probability</TableHead>
          <TableHead>Source</TableHead>
          {archived ? <TableHead>Distance</TableHead> : null}
          {archived ? <TableHead>Place</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((event) => (
          <TableRow key={event.id ?? `${event.date}-${event.source}`}>
            <TableCell>{event.date}</TableCell>
            <TableCell>{event.size}</TableCell>
            <TableCell>
              <Badge variant={PROBABILITY_STYLE[event.probability]}>{event.probability}</Badge>
            </TableCell>
            <TableCell>{event.source}</TableCell>
            {archived ? <TableCell>{event.miles} mi</TableCell> : null}
            {archived ? (
              <TableCell>{[event.place, event.state].filter(Boolean).join(', ')}</TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Search results: the labelled samples, or archived NOAA reports with their map. */
export function HailResults({ result }: { result: HailSearchResult }) {
  if (result.sample) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">Hail events near {result.address}</h3>
          <Badge variant="outline">Sample data</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{STORM_MESSAGES.hailSamplesNote}</p>
        <EventsTable rows={result.events} archived={false} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium">
        Hail events within {result.radiusMiles} miles of {result.address} ({result.from} to{' '}
        {result.to})
      </h3>
      {/* Side by side only where the table keeps every column (at 1280 px it cut the Place). */}
      <div className="grid gap-4 2xl:grid-cols-2">
        <EventsTable rows={result.events} archived />
        <Suspense fallback={<Spinner label="Drawing the map..." />}>
          <HailMap
            center={result.center}
            radiusMiles={result.radiusMiles}
            events={result.events}
            contactZips={result.contactZips}
          />
        </Suspense>
      </div>
      <StormListPanel result={result} />
    </div>
  );
}
