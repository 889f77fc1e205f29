import { geoCircle, geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json';
import { HAIL_ARCHIVE_MESSAGES } from '../../../shared/storm/hail-archive-messages';
import type { ArchivedHailEvent, ContactZipDot } from '../../../shared/storm/hail-search';
import type { MeshSwath } from '../../../shared/storm/mesh-swath';
import { SwathLayer } from './swath-layer';

const WIDTH = 480;
const HEIGHT = 360;
const MILES_PER_DEGREE = 69.0;

const topology = statesTopology as unknown as Topology<{ states: GeometryCollection }>;
const states = feature(topology, topology.objects.states);

export type HailMapProps = {
  center: { lat: number; lon: number };
  radiusMiles: number;
  events: ArchivedHailEvent[];
  /** Reports matching the search (more than `events` when the result cap cut it). */
  total: number;
  /** The account's contacts inside the circle, per ZIP centroid. */
  contactZips: ContactZipDot[];
  /** The radar swath of the chosen storm day over the map's frame (none chosen: null). */
  swath?: MeshSwath | null;
};

/** Contact square side in pixels by contacts in the ZIP (1 → 5 px, 100 → 14 px). */
const contactSide = (contacts: number) => 4 + Math.min(Math.log10(Math.max(contacts, 1)) * 5, 12);

/** Marker radius in pixels by hail size (1" → 5 px, 2.75" → 10 px). */
const markerRadius = (inches: number) => 2 + Math.sqrt(Math.max(inches, 0.25)) * 6;

/**
 * The search circle, each report sized by hail size, on US state outlines (us-atlas), drawn
 * offline with d3-geo: nothing is fetched. Loaded lazily with the Hail Damage Search results.
 */
export default function HailMap({
  center,
  radiusMiles,
  events,
  total,
  contactZips,
  swath = null,
}: HailMapProps) {
  const circle = geoCircle()
    .center([center.lon, center.lat])
    .radius(radiusMiles / MILES_PER_DEGREE)();
  const frame = geoCircle()
    .center([center.lon, center.lat])
    .radius((radiusMiles * 1.4) / MILES_PER_DEGREE)();
  const projection = geoMercator().fitSize([WIDTH, HEIGHT], frame);
  const path = geoPath(projection);
  const centerPoint = projection([center.lon, center.lat]);
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Map: ${total > events.length ? `the nearest ${events.length} of ${total}` : events.length} hail reports within ${radiusMiles} miles`}
        className="w-full max-w-xl rounded-lg border bg-muted/30"
      >
        <g className="fill-background stroke-muted-foreground/40">
          {states.features.map((state) => (
            <path key={String(state.id)} d={path(state) ?? ''} strokeWidth={0.8} />
          ))}
        </g>
        {swath ? <SwathLayer swath={swath} projection={projection} /> : null}
        <path d={path(circle) ?? ''} className="fill-primary/10 stroke-primary" strokeWidth={1.5} />
        {centerPoint ? (
          <circle cx={centerPoint[0]} cy={centerPoint[1]} r={3} className="fill-primary" />
        ) : null}
        {events.map((event) => {
          const point = projection([event.lon, event.lat]);
          if (!point) return null;
          return (
            <circle
              key={event.id}
              data-testid="hail-marker"
              cx={point[0]}
              cy={point[1]}
              r={markerRadius(event.sizeInches)}
              className="fill-destructive/60 stroke-destructive"
            >
              <title>{`${event.size} on ${event.date}, ${event.place} (${event.source})`}</title>
            </circle>
          );
        })}
        {contactZips.map((dot) => {
          const point = projection([dot.lon, dot.lat]);
          if (!point) return null;
          const side = contactSide(dot.contacts);
          return (
            <rect
              key={dot.zip}
              data-testid="contact-marker"
              x={point[0] - side / 2}
              y={point[1] - side / 2}
              width={side}
              height={side}
              className="fill-primary/70 stroke-primary"
            >
              <title>{`${dot.contacts} of your contacts in ZIP ${dot.zip}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        {total > events.length ? (
          <strong className="block">{HAIL_ARCHIVE_MESSAGES.capped(events.length, total)}</strong>
        ) : null}
        Circle: {radiusMiles} miles around the searched place; red dots: hail reports sized by hail
        size; blue squares: your contacts, placed at their ZIP's center.
        {swath ? ' Shaded bands: the radar estimate (MRMS MESH) of the chosen storm day.' : ''}{' '}
        State outlines: US Census Bureau (us-atlas).
      </figcaption>
    </figure>
  );
}
