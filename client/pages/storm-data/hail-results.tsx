import { lazy, Suspense, useState } from 'react';
import { HAIL_ARCHIVE_MESSAGES } from '../../../shared/storm/hail-archive-messages';
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

import { trpc } from '../../lib/trpc';
import { AreaList } from './area-list';
import { mapBox } from './map-box';
import { MeshSwathPanel, SwathDayPicker } from './mesh-swath-panel';
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
  time?: string;
  dateBasis?: string;
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
            <TableCell>
              {event.date}
              {event.time ? (
                <span className="block text-xs text-muted-foreground">
                  {event.time} · {event.dateBasis}
                </span>
              ) : null}
            </TableCell>
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
export function HailResults({
  result,
  readyEventId = null,
}: {
  result: HailSearchResult;
  /** The storm whose list opens ready (an alert's "Build a call list"). */
  readyEventId?: string | null;
}) {
  const [swathDay, setSwathDay] = useState('');
  const box = result.sample ? null : mapBox(result.center, result.radiusMiles);
  const swath = trpc.storm.meshSwath.useQuery(
    { stormDay: swathDay, box: box ?? { south: 0, west: 0, north: 1, east: 1 } },
    { enabled: swathDay !== '' && box !== null, retry: false },
  );
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
      <p className="text-xs text-muted-foreground">{HAIL_ARCHIVE_MESSAGES.datesNote}</p>
      {result.total > result.events.length ? (
        <p role="status" className="rounded-md border border-warning bg-warning/10 p-2 text-sm">
          {HAIL_ARCHIVE_MESSAGES.capped(result.events.length, result.total)}
        </p>
      ) : null}
      <EventsTable rows={result.events} archived />
      <div className="grid gap-4 lg:grid-cols-2">
        <Suspense fallback={<Spinner label="Drawing the map..." />}>
          <HailMap
            center={result.center}
            radiusMiles={result.radiusMiles}
            events={result.events}
            total={result.total}
            contactZips={result.contactZips}
            swath={swathDay ? (swath.data ?? null) : null}
          />
        </Suspense>
        <AreaList
          zips={result.zips}
          contactZips={result.contactZips}
          contacts={result.areaContacts}
        />
      </div>
      <SwathDayPicker day={swathDay} onDay={setSwathDay} />
      {swathDay ? (
        <MeshSwathPanel
          swath={swath.data ?? null}
          loading={swath.isLoading}
          error={swath.error ?? null}
        />
      ) : null}
      <StormListPanel result={result} readyEventId={readyEventId} />
    </div>
  );
}
