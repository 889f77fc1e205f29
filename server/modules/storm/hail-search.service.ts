import type { z } from 'zod';
import { contactAddress } from '../../../shared/storm/contact-zip';
import { HAIL_ARCHIVE_MESSAGES } from '../../../shared/storm/hail-archive-messages';
import {
  type ArchivedHailEvent,
  type AreaContact,
  type ContactZipDot,
  HAIL_DATE_BASIS,
  type HailSearchResult,
} from '../../../shared/storm/hail-search';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { hailProbability, SAMPLE_HAIL_EVENTS } from '../../../shared/storm/storm-samples';
import { DEFAULT_HAIL_YEARS, type HailSearchSchema } from '../../../shared/storm/storm-schemas';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { numbersPerZip } from '../campaigns/lists/storm-list.repository';
import {
  archiveHasRows,
  type DateRange,
  type HailNear,
  hailInCircle,
} from './archive/hail-search.repository';
import { areaContacts } from './area-contacts.repository';
import { resolveSearchPlace } from './geo/search-place';
import { zipCentroid } from './geo/zip-centroids';
import { zipsInCircle } from './geo/zips-in-circle';
import { hasHailProvider } from './storm.repository';

/** The account's contacts inside the circle, per ZIP at its centroid (the map's contact dots). */
async function contactsOnMap(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  zips: string[],
): Promise<ContactZipDot[]> {
  const rows = await numbersPerZip(deps.db, accountId, zips);
  return rows.map((row) => ({ zip: row.zip, contacts: row.n, ...zipCentroid(row.zip)! }));
}

const AREA_CONTACTS_SHOWN = 100;

/** The first of the account's contacts inside the area, with the address their file gave. */
async function contactsBesideMap(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  zips: string[],
): Promise<AreaContact[]> {
  const rows = await areaContacts(deps.db, accountId, zips, AREA_CONTACTS_SHOWN);
  return rows.map((row) => ({
    firstName: row.first_name,
    phoneNumber: row.phone_number,
    zip: row.zip,
    address: contactAddress(row.extra),
  }));
}

export const MAX_RESULTS = 500;

/** The report's own date: NCEI's published local standard date, or SPC's convective day. */
export function localDate(event: { local_date: string }): string {
  return event.local_date;
}

const hhmm = (at: Date) => at.toISOString().slice(11, 16);

/** NCEI: the local standard time in its zone ("23:30 CST-6"); SPC: the UTC time ("04:30Z"). */
function timeOf(event: HailNear): string {
  const at = new Date(event.begins_at);
  const offset = event.zone ? Number(/[+-]\d+$/.exec(event.zone)?.[0] ?? 0) : null;
  if (offset === null) return `${hhmm(at)}Z`;
  return `${hhmm(new Date(at.getTime() + offset * 3_600_000))} ${event.zone}`;
}

function toEvent(event: HailNear): ArchivedHailEvent {
  const sizeInches = Number(event.size_in);
  return {
    id: event.id,
    date: event.local_date,
    time: timeOf(event),
    dateBasis: HAIL_DATE_BASIS[event.source],
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

/** Local dates, both ends included; empty: the last two years up to today (UTC). */
function dateRange(input: { from?: string; to?: string }, now: Date): DateRange {
  const to = input.to ?? now.toISOString().slice(0, 10);
  const yearsAgo = new Date(
    Date.UTC(now.getUTCFullYear() - DEFAULT_HAIL_YEARS, now.getUTCMonth(), now.getUTCDate()),
  );
  return { from: input.from ?? yearsAgo.toISOString().slice(0, 10), to };
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
  if (range.from > range.to) throw new BadInputError(STORM_MESSAGES.dateRangeOrder);
  const circle = { lat: place.lat, lon: place.lon, radiusMiles: input.radiusMiles };
  const zips = zipsInCircle(circle);
  const rows = await hailInCircle(
    deps.db,
    circle,
    { ...range, minInches: input.minInches },
    MAX_RESULTS,
  );
  return {
    sample: false,
    address: input.address,
    center: { lat: place.lat, lon: place.lon, zip: place.zip },
    radiusMiles: input.radiusMiles,
    from: range.from,
    to: range.to,
    events: rows.map(toEvent),
    total: rows[0]?.total ?? 0,
    minInches: input.minInches ?? null,
    contactZips: await contactsOnMap(deps, accountId, zips),
    zips,
    areaContacts: await contactsBesideMap(deps, accountId, zips),
  };
}
