/**
 * What we assume of NOAA's MRMS MESH files where ../shared/reference/mrms-mesh.md says "verify" or
 * "not found" (no real MESH file was at hand; the decoder was checked on a real MergedRhoHV file):
 * - MESH_Max_1440min is discipline 209, category 3, parameter 34 (NSSL table v12.2), 16-bit grey
 *   PNG (template 5.41), level 102/500 m. The decoder reads any of these as stated and refuses
 *   none by number: an importer logs a product other than MESH_PRODUCT and still reads it.
 * - Values are mm; −1 (missing, or "no hail") and −3 (no radar coverage) are the only negative
 *   codes. Anything below 0 is no estimate; only cells at or above a positive floor are kept.
 * - The real-time origin lays files out as `<base>/MESH_Max_1440min/MRMS_MESH_Max_1440min_00.50_
 *   YYYYMMDD-HHMMSS.grib2.gz` with a `MRMS_MESH_Max_1440min.latest.grib2.gz` alias, where <base> is
 *   `https://mrms.ncep.noaa.gov/2D` (pyIEM, March 2025); the cadence (2 or 30 min) is unverified.
 * - The file's time equals section 1's reference time (verified on 3 other products); we use the
 *   reference time, never the name.
 */
export const MESH_PRODUCT = { discipline: 209, category: 3, parameter: 34 } as const;

export const MESH_DIRECTORY = 'MESH_Max_1440min';

/** The newest file's alias, under the configured base (MRMS_BASE_URL). */
export const MESH_LATEST_PATH = `/${MESH_DIRECTORY}/MRMS_MESH_Max_1440min.latest.grib2.gz`;

/** A timed file's name: MRMS_MESH_Max_1440min_00.50_20240522-200000.grib2.gz. */
export function meshFileName(time: Date): string {
  const stamp = time.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `MRMS_MESH_Max_1440min_00.50_${stamp}.grib2.gz`;
}

/** The product numbers as one text, as stored on an import ('209/3/34'). */
export function productLabel(field: { discipline: number; category: number; parameter: number }) {
  return `${field.discipline}/${field.category}/${field.parameter}`;
}

export function isMeshProduct(field: { discipline: number; category: number; parameter: number }) {
  return productLabel(field) === productLabel(MESH_PRODUCT);
}
