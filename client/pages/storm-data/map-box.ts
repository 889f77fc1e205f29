const MILES_PER_DEGREE = 69.0;

/** The box the hail map frames (its circle's radius × 1.4), for the radar swath's request. */
export function mapBox(center: { lat: number; lon: number }, radiusMiles: number) {
  const dLat = (radiusMiles * 1.4) / MILES_PER_DEGREE;
  const dLon = dLat / Math.max(Math.cos((center.lat * Math.PI) / 180), 0.01);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    south: round(Math.max(-90, center.lat - dLat)),
    north: round(Math.min(90, center.lat + dLat)),
    west: round(Math.max(-180, center.lon - dLon)),
    east: round(Math.min(180, center.lon + dLon)),
  };
}
