import type { GeoProjection } from 'd3-geo';
import { MESH_SWATH_MESSAGES, type MeshSwath } from '../../../shared/storm/mesh-swath';

/** Fill colour per band's lower bound (inches), light to dark as the hail grows. */
const BAND_COLOURS: Record<string, string> = {
  '0.75': '#facc15',
  '1': '#fb923c',
  '1.5': '#ef4444',
  '2': '#b91c1c',
  '2.5': '#7e22ce',
};

export const bandColour = (minInches: number) => BAND_COLOURS[String(minInches)] ?? '#7e22ce';

/**
 * A band's rings projected point by point as one SVG path (even-odd fill: holes stay open). Not
 * through geoPath: a planar contour's winding would read as the rest of the sphere.
 */
function bandPath(projection: GeoProjection, coordinates: number[][][][]): string {
  const parts: string[] = [];
  for (const polygon of coordinates) {
    for (const ring of polygon) {
      const points = ring.flatMap((p) => {
        const at = projection([p[0]!, p[1]!]);
        return at ? [`${at[0].toFixed(1)},${at[1].toFixed(1)}`] : [];
      });
      if (points.length > 2) parts.push(`M${points.join('L')}Z`);
    }
  }
  return parts.join('');
}

/** The radar swath's bands under the reports (each band drawn over the one below it). */
export function SwathLayer({ swath, projection }: { swath: MeshSwath; projection: GeoProjection }) {
  return (
    <g aria-label={MESH_SWATH_MESSAGES.label} data-testid="swath-layer">
      {swath.bands.map((band) => (
        <path
          key={band.minInches}
          data-testid="swath-band"
          d={bandPath(projection, band.coordinates)}
          fill={bandColour(band.minInches)}
          fillOpacity={0.45}
          fillRule="evenodd"
          stroke={bandColour(band.minInches)}
          strokeWidth={0.6}
        >
          <title>{`${MESH_SWATH_MESSAGES.label}: ${band.minInches} in and up`}</title>
        </path>
      ))}
    </g>
  );
}

/** The legend by size, labelled as the radar estimate it is. */
export function SwathLegend({ swath }: { swath: MeshSwath }) {
  return (
    <figure className="flex flex-col gap-1 text-xs" data-testid="swath-legend">
      <figcaption className="font-medium">{MESH_SWATH_MESSAGES.label}</figcaption>
      {swath.bands.length === 0 ? (
        <p className="text-muted-foreground">No radar hail of 0.75 in or more in this area.</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {swath.bands.map((band) => (
            <li key={band.minInches} className="flex items-center gap-1">
              <span
                aria-hidden
                className="inline-block size-3 rounded-sm"
                style={{ background: bandColour(band.minInches) }}
              />
              {band.minInches} in and up
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
