import { milesBetween } from '../geo/zips-in-circle';

export type AlertReport = {
  id: string;
  source: 'ncei' | 'spc';
  begins_at: Date;
  /** The storm day: NCEI's local standard date, or SPC's convective day. */
  local_date: string;
  size_in: string;
  lat: number;
  lon: number;
  place: string;
  state: string;
};

export type Storm<R extends AlertReport = AlertReport> = { day: string; reports: R[] };

/** A storm: reports of one day, each within this distance of another (NCEI and SPC alike). */
export const STORM_CLUSTER_MILES = 25;

/** Single-linkage clusters of one day's reports (each joins any cluster it lies near). */
function clustersOf<R extends AlertReport>(reports: R[]): R[][] {
  const clusters: R[][] = [];
  for (const report of reports) {
    const near = clusters.filter((cluster) =>
      cluster.some(
        (other) =>
          milesBetween(report.lat, report.lon, other.lat, other.lon) <= STORM_CLUSTER_MILES,
      ),
    );
    const merged = [report, ...near.flat()];
    for (const cluster of near) clusters.splice(clusters.indexOf(cluster), 1);
    clusters.push(merged);
  }
  return clusters;
}

/** The storms of some reports: per storm day, the 25-mile clusters, whichever their source. */
export function stormsOf<R extends AlertReport>(reports: R[]): Storm<R>[] {
  const days = new Map<string, R[]>();
  for (const report of reports) {
    days.set(report.local_date, [...(days.get(report.local_date) ?? []), report]);
  }
  return [...days].flatMap(([day, dayReports]) =>
    clustersOf(dayReports).map((cluster) => ({
      day,
      reports: cluster.sort((a, b) => Number(BigInt(a.id) - BigInt(b.id))),
    })),
  );
}

/** The storm's largest report (the earliest of equal ones) stands for it. */
export function largestReport(storm: Storm): AlertReport {
  return storm.reports.reduce((a, b) => (Number(b.size_in) > Number(a.size_in) ? b : a));
}
