import { normalizeCsvHeader } from '../csv/csv-rules';

const LATITUDE_HEADERS = new Set(['latitude', 'lat']);
const LONGITUDE_HEADERS = new Set(['longitude', 'lon', 'lng', 'long']);

export type ContactPosition = { lat: number; lon: number };

function numberIn(text: string | undefined, limit: number): number | null {
  if (text === undefined || !/^\s*-?\d+(\.\d+)?\s*$/.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}

/**
 * The contact's own position when its file gave one (a latitude and a longitude column, in
 * degrees, west negative); null: the contact is placed by its ZIP's centroid, if any.
 */
export function contactPosition(extra: Readonly<Record<string, string>>): ContactPosition | null {
  let lat: number | null = null;
  let lon: number | null = null;
  for (const [header, value] of Object.entries(extra)) {
    const name = normalizeCsvHeader(header);
    if (lat === null && LATITUDE_HEADERS.has(name)) lat = numberIn(value, 90);
    if (lon === null && LONGITUDE_HEADERS.has(name)) lon = numberIn(value, 180);
  }
  return lat !== null && lon !== null ? { lat, lon } : null;
}
