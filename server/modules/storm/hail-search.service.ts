import type { z } from 'zod';
import { HAIL_ARCHIVE_MESSAGES } from '../../../shared/storm/hail-archive-messages';
import type {
  ArchivedHailEvent,
  ContactZipDot,
  HailSearchResult,
} from '../../../shared/storm/hail-search';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { hailProbability, SAMPLE_HAIL_EVENTS } from '../../../shared/storm/storm-samples';
import { DEFAULT_HAIL_YEARS, type HailSearchSchema } from '../../../shared/storm/storm-schemas';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { numbersPerZip } from '../campaigns/lists/storm-list.repository';
import {
  archiveHasRows,
  type Circle,
  type HailNear,
  hailInCircle,
} from './archive/hail-search.repository';
import { resolveSearchPlace } from './geo/search-place';
import { zipCentroid } from './geo/zip-centroids';
import { zipsInCircle } from './geo/zips-in-circle';
import { hasHailProvider } from './storm.repository';

/** The account's contacts inside the circle, per ZIP at its centroid (the map's contact dots). */
async function contactsOnMap(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  circle: Circle,
): Promise<ContactZipDot[]> {
  const rows = await numbersPerZip(deps.db, accountId, zipsInCircle(circle));
  return rows.map((row) => ({ zip: row.zip, contacts: row.n, ...zipCentroid(row.zip)! }));
}

const MAX_RESULTS = 500;
const DAY_MS = 86_400_000;

/** The report's date at the place's mean solar zone (longitude / 15 hours), close to local. */
export function localDate(event: Pick<HailNear, 'begins_at' | 'lon'>): string {
  const offsetHours = Math.round(event.lon / 15);
  return new Date(new Date(event.begins_at).getTime() + offsetHours * 3_600_000)
    .toISOString()
    .slice(0, 10);
}

function toEvent(event: HailNear): ArchivedHailEvent {
  const sizeInches = Number(event.size_in);
  return {
    id: event.id,
    date: localDate(event),
    size: `${sizeInches.toFixed(2)} inches`,
    sizeInches,
    probability: hailProbability(sizeInches),
    source: event.source === 'ncei' ? 'NOAA' : HAIL_ARCHIVE_MESSAGES.preliminarySource,
    miles: Math.round(event.miles * 10) / 10,
    lat: event.lat,
    lon: event.lon,
    place: event.place,
    state: event.state,
  };
}

function dateRange(input: { from?: string; to?: string }, now: Date) {
  const to = input.to ? new Date(Date.parse(input.to) + DAY_MS) : now;
  const from = input.from
    ? new Date(input.from)
    : new Date(
        Date.UTC(now.getUTCFullYear() - DEFAULT_HAIL_YEARS, now.getUTCMonth(), now.getUTCDate()),
      );
  return { from, to };
}

/**
 * Hail near a place from the shared NOAA archive (NCEI and SPC). With no archive loaded, an
 * account with HailTrace or HailRecon connected sees the spec's labelled samples.
 */
export async function searchHail(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  input: z.output<typeof HailSearchSchema>,
  now = new Date(),
): Promise<HailSearchResult> {
  if (!(await archiveHasRows(deps.db))) {
    if (!(await hasHailProvider(deps.db, accountId))) {
      throw new BadInputError(HAIL_ARCHIVE_MESSAGES.noData);
    }
    return { address: input.address, events: [...SAMPLE_HAIL_EVENTS], sample: true };
  }
  const place = resolveSearchPlace(input.address);
  const range = dateRange(input, now);
  if (!(range.from < range.to)) throw new BadInputError(STORM_MESSAGES.dateRangeOrder);
  const circle = { lat: place.lat, lon: place.lon, radiusMiles: input.radiusMiles };
  const rows = await hailInCircle(deps.db, circle, range, MAX_RESULTS);
  return {
    sample: false,
    address: input.address,
    center: { lat: place.lat, lon: place.lon, zip: place.zip },
    radiusMiles: input.radiusMiles,
    from: range.from.toISOString().slice(0, 10),
    to: new Date(range.to.getTime() - 1).toISOString().slice(0, 10),
    events: rows.map(toEvent),
    contactZips: await contactsOnMap(deps, accountId, circle),
  };
}
