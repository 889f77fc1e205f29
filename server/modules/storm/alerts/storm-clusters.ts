import { milesBetween } from '../geo/zips-in-circle';

export type AlertReport = {
  id: string;
  source: 'ncei' | 'spc';
  episode_id: string | null;
  event_id: string | null;
  begins_at: Date;
  local_date: string;
  size_in: string;
  lat: number;
  lon: number;
  place: string;
  state: string;
};

export type Storm = { key: string; reports: AlertReport[] };

/** An SPC cluster: reports of one convective day each within this distance of another. */
export const SPC_CLUSTER_MILES = 25;

/** The SPC convective day (12Z to 12Z) a report belongs to, as YYYY-MM-DD. */
const convectiveDay = (at: Date) =>
  new Date(new Date(at).getTime() - 12 * 3_600_000).toISOString().slice(0, 10);

/** Single-linkage clusters of one day's reports (each joins any cluster it lies near). */
function clustersOf(reports: AlertReport[]): AlertReport[][] {
  const clusters: AlertReport[][] = [];
  for (const report of reports) {
    const near = clusters.filter((cluster) =>
      cluster.some(
        (other) => milesBetween(report.lat, report.lon, other.lat, other.lon) <= SPC_CLUSTER_MILES,
      ),
    );
    const merged = [report, ...near.flat()];
    for (const cluster of near) clusters.splice(clusters.indexOf(cluster), 1);
    clusters.push(merged);
  }
  return clusters;
}

/**
 * The storms of some reports: an NCEI episode (EPISODE_ID, else the event alone), or an SPC
 * cluster of one convective day, keyed by its day and its first report's id.
 */
export function stormsOf(reports: AlertReport[]): Storm[] {
  const storms = new Map<string, AlertReport[]>();
  const spcDays = new Map<string, AlertReport[]>();
  for (const report of reports) {
    if (report.source === 'ncei') {
      const key = `ncei-${report.episode_id ? `episode-${report.episode_id}` : `event-${report.event_id}`}`;
      storms.set(key, [...(storms.get(key) ?? []), report]);
    } else {
      const day = convectiveDay(report.begins_at);
      spcDays.set(day, [...(spcDays.get(day) ?? []), report]);
    }
  }
  for (const [day, dayReports] of spcDays) {
    for (const cluster of clustersOf(dayReports)) {
      const first = cluster.reduce((a, b) => (BigInt(a.id) < BigInt(b.id) ? a : b));
      storms.set(`spc-${day}-${first.id}`, cluster);
    }
  }
  return [...storms].map(([key, stormReports]) => ({ key, reports: stormReports }));
}
