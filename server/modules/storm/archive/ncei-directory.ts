/**
 * NCEI's Storm Events directory (`/pub/data/swdi/stormevents/csvfiles/`). The reference names the
 * files but not the listing's format, so this is a seam: any text naming details files (an HTML
 * index's links, or plain names) is read the same way, by the files' documented name pattern.
 */
export const NCEI_CSV_DIR = '/pub/data/swdi/stormevents/csvfiles/';

const DETAILS_NAME = /StormEvents_details-ftp_v1\.0_d(\d{4})_c(\d{8})\.csv(?:\.gz)?/g;

export type NceiYearFile = { year: number; issued: string; fileName: string };

/** The details file of one name, or null when the name is not one. */
export function nceiYearFile(fileName: string): NceiYearFile | null {
  const match = new RegExp(`^${DETAILS_NAME.source}$`).exec(fileName);
  return match ? { year: Number(match[1]), issued: match[2]!, fileName } : null;
}

/** The newest issue (`c` date) of each year named in a listing; the gzipped file when both are. */
export function newestPerYear(listing: string): Map<number, NceiYearFile> {
  const newest = new Map<number, NceiYearFile>();
  for (const [fileName] of listing.matchAll(DETAILS_NAME)) {
    const file = nceiYearFile(fileName)!;
    const held = newest.get(file.year);
    const newer = !held || file.issued > held.issued;
    const gzipOfSame = held?.issued === file.issued && fileName.endsWith('.gz');
    if (newer || gzipOfSame) newest.set(file.year, file);
  }
  return newest;
}
