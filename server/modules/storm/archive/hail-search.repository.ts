import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';

type Conn = Kysely<Database>;

export type HailNear = {
  id: string;
  source: 'ncei' | 'spc';
  episode_id: string | null;
  begins_at: Date;
  /** YYYY-MM-DD: NCEI's published local standard date, or SPC's convective day. */
  local_date: string;
  zone: string | null;
  size_in: string;
  lat: number;
  lon: number;
  state: string;
  place: string;
  miles: number;
  /** Reports matching before the limit (the same on every row). */
  total: number;
};

export type Circle = { lat: number; lon: number; radiusMiles: number };

const MILES_PER_DEGREE_LAT = 69.0;

/** The lat/lon box around a circle (the index's range), then the exact distance. */
export function boxOf(circle: Circle) {
  const dLat = circle.radiusMiles / MILES_PER_DEGREE_LAT;
  const cos = Math.max(Math.cos((Math.min(Math.abs(circle.lat), 89) * Math.PI) / 180), 0.01);
  const dLon = circle.radiusMiles / (MILES_PER_DEGREE_LAT * cos);
  return {
    minLat: circle.lat - dLat,
    maxLat: circle.lat + dLat,
    minLon: circle.lon - dLon,
    maxLon: circle.lon + dLon,
  };
}

/** Local dates, both ends included (YYYY-MM-DD). */
export type DateRange = { from: string; to: string };

/**
 * Hail inside the circle dated from..to (each report's own date) of at least `minInches`, nearest
 * first, then largest; each row also carries how many matched before the limit.
 */
export async function hailInCircle(
  db: Conn,
  circle: Circle,
  range: DateRange & { minInches?: number },
  limit: number,
): Promise<HailNear[]> {
  const box = boxOf(circle);
  const miles = sql<number>`hail_miles(lat, lon, ${circle.lat}::float8, ${circle.lon}::float8)`;
  const result = await sql<HailNear>`
    select id::text as id, source, episode_id, begins_at, local_date::text as local_date, zone,
      size_in, lat, lon, state, place, ${miles} as miles, (count(*) over ())::int as total
    from hail_events
    where lat between ${box.minLat} and ${box.maxLat}
      and lon between ${box.minLon} and ${box.maxLon}
      and local_date between ${range.from}::date and ${range.to}::date
      and size_in >= ${range.minInches ?? 0}
      and ${miles} <= ${circle.radiusMiles}
    order by miles, size_in desc, begins_at desc
    limit ${limit}`.execute(db);
  return result.rows;
}

export async function archiveHasRows(db: Conn): Promise<boolean> {
  const row = await db.selectFrom('hail_events').select('id').limit(1).executeTakeFirst();
  return Boolean(row);
}
