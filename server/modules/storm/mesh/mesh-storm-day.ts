const HOUR_MS = 3_600_000;

/**
 * The storm day (SPC's convective day, 12Z to 12Z, as the SPC job uses) a MESH_Max_1440min file
 * counts for: the one holding T − 1 s, so the file stamped D+1 12:00:00 (the maximum over exactly
 * day D) counts for D, and one stamped D+1 12:00:01 for D+1. A file's window is the 24 h before
 * its time, so a file before the day's closing 12Z file also carries the previous day's hail after
 * that day's own 12Z: a day's cells are the largest seen by any of its files, which can include
 * the previous evening's hail until the swath is rebuilt from the 2-min files (not done).
 */
export function meshStormDay(fileTime: Date): string {
  return new Date(fileTime.getTime() - 1000 - 12 * HOUR_MS).toISOString().slice(0, 10);
}
