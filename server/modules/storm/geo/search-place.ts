import { HAIL_ARCHIVE_MESSAGES } from '../../../../shared/storm/hail-archive-messages';
import { BadInputError } from '../../../errors';
import { type Position, zipCentroid } from './zip-centroids';

export type SearchPlace = Position & { zip: string | null; label: string };

const LAT_LON = /^\s*([+-]?\d{1,2}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;
const ZIP = /(?:^|[^\d-])(\d{5})(?:-\d{4})?(?!\d)/g;

/** The last five-digit ZIP in a text ("12345 Main St, Plano, TX 75093" → 75093), or null. */
export function zipIn(text: string): string | null {
  const all = [...text.matchAll(ZIP)];
  return all.at(-1)?.[1] ?? null;
}

/** "lat,lon", a ZIP, or an address ending with its ZIP, resolved offline to a position. */
export function resolveSearchPlace(text: string): SearchPlace {
  const point = LAT_LON.exec(text);
  if (point) {
    const lat = Number(point[1]);
    const lon = Number(point[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
      return { lat, lon, zip: null, label: `${lat}, ${lon}` };
    }
    throw new BadInputError(HAIL_ARCHIVE_MESSAGES.placeNeeded);
  }
  const zip = zipIn(text);
  if (!zip) throw new BadInputError(HAIL_ARCHIVE_MESSAGES.placeNeeded);
  const centroid = zipCentroid(zip);
  if (!centroid) throw new BadInputError(HAIL_ARCHIVE_MESSAGES.unknownZip(zip));
  return { ...centroid, zip, label: text.trim() };
}
