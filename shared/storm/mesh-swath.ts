import { z } from 'zod';

/** Where a contact's radar hail size was read: its own cell, or the largest over its ZIP's area. */
export type MeshSizeBasis = 'own-position' | 'zip-area';

/** The map's size bands, lower bounds in inches (the last is "2.5 in and up"). */
export const SWATH_BANDS_IN = [0.75, 1, 1.5, 2, 2.5] as const;

/** The band whose ZIPs the map lists as affected. */
export const AFFECTED_ZIP_BAND_IN = 1;

/** The most grid cells (0.01° each) a swath request may rasterise: about 5° × 5°. */
export const MAX_SWATH_CELLS = 250_000;

export const MM_PER_INCH = 25.4;

export const MESH_SWATH_MESSAGES = {
  label: 'Radar estimate (MRMS MESH)',
  boxTooLarge: (cells: number) =>
    `That map area is too large for the radar swath (${cells.toLocaleString('en-US')} grid cells; at most ${MAX_SWATH_CELLS.toLocaleString('en-US')}): zoom in or pick a smaller area.`,
  boxInverted:
    'The map area is empty: its north edge must lie above its south edge and its east edge east of its west edge.',
  noImport: 'No radar hail swath (MRMS MESH) was imported for that storm day.',
  nobodyUnderSwath:
    'None of your contacts under this radar swath can be called at that size: no list was created.',
} as const;

const stormDay = z.iso.date('Choose a storm day').max(10);

/** A map box in degrees, west negative; it may not cross the antimeridian (CONUS never does). */
export const SwathBoxSchema = z
  .object({
    south: z.number().min(-90).max(90),
    west: z.number().min(-180).max(180),
    north: z.number().min(-90).max(90),
    east: z.number().min(-180).max(180),
  })
  .refine((box) => box.north > box.south, {
    message: MESH_SWATH_MESSAGES.boxInverted,
    path: ['north'],
  })
  .refine((box) => box.east > box.west, {
    message: MESH_SWATH_MESSAGES.boxInverted,
    path: ['east'],
  });

export const MeshSwathSchema = z.object({ stormDay, box: SwathBoxSchema });

/** "Contacts where MESH ≥ N in" for a storm day (default 1.0 in). */
export const SwathListSchema = z.object({
  stormDay,
  minInches: z.number().min(0.75).max(6).default(1),
});

export type SwathBand = {
  /** The band's lower bound in inches. */
  minInches: number;
  /** GeoJSON MultiPolygon coordinates, [lon, lat] rings. */
  coordinates: number[][][][];
};

export type MeshSwath = {
  stormDay: string;
  label: typeof MESH_SWATH_MESSAGES.label;
  bands: SwathBand[];
  /** ZIPs whose centroid lies under the ≥ 1.0 in band, with the size there (inches). */
  affectedZips: { zip: string; sizeInches: number }[];
};

/** Sizes are said to the nearest quarter inch (1.37 → 1.25, 1.38 → 1.5), never below 0.25. */
export function quarterInch(sizeMm: number): number {
  return Math.max(0.25, Math.round((sizeMm / MM_PER_INCH) * 4) / 4);
}

/**
 * The per-contact {hail_size}: "about 1.5-inch hail at your address (radar estimate)" for a
 * contact with its own position, "up to about 1.5-inch hail in your area (radar estimate)" for
 * one placed by its ZIP (the largest over the ZIP's area).
 */
export function hailSizeWording(sizeMm: number, basis: MeshSizeBasis): string {
  const inches = `${quarterInch(sizeMm)}-inch hail`;
  return basis === 'own-position'
    ? `about ${inches} at your address (radar estimate)`
    : `up to about ${inches} in your area (radar estimate)`;
}

/**
 * A contact's own call variables from its radar estimate (a swath list's copy): {hail_size}
 * worded per contact, which wins over the list's. None for a contact without an estimate.
 */
export function contactHailVariables(contact: {
  hail_estimate_mm: number | null;
  hail_estimate_basis: MeshSizeBasis | null;
}): { hail_size?: string } {
  const { hail_estimate_mm: sizeMm, hail_estimate_basis: basis } = contact;
  return sizeMm !== null && basis !== null ? { hail_size: hailSizeWording(sizeMm, basis) } : {};
}
