import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellCentre,
  cellIndexAt,
  cellsWithinMiles,
  MRMS_CONUS,
} from '../../../server/integrations/noaa/mrms-conus-grid';
import { milesBetween } from '../../../server/modules/storm/geo/zips-in-circle';
import {
  meshPlaceOf,
  ZIP_AREA_MILES,
} from '../../../server/modules/storm/mesh/contact-mesh-sizes.service';
import { contactPosition } from '../../../shared/storm/contact-position';

const LAST = 7000 * 3500 - 1;

/** The nearest cell centre found by measuring every centre around the point (no index formula). */
function nearestCellDirectly(lat: number, lon: number): number {
  let best = { index: -1, distance: Number.POSITIVE_INFINITY };
  const row0 = Math.floor((55 - lat) * 100);
  const col0 = Math.floor((lon + 130) * 100);
  for (let row = row0 - 2; row <= row0 + 2; row++) {
    for (let col = col0 - 2; col <= col0 + 2; col++) {
      if (row < 0 || row >= 3500 || col < 0 || col >= 7000) continue;
      const [centreLat, centreLon] = [54.995 - row * 0.01, -129.995 + col * 0.01];
      const distance = Math.hypot(centreLat - lat, centreLon - lon);
      if (distance < best.distance) best = { index: row * 7000 + col, distance };
    }
  }
  return best.index;
}

describe('the MRMS CONUS cell of a position', () => {
  it('is the reference example: Norman, OK in row 1977, column 3256', () => {
    const index = cellIndexAt(MRMS_CONUS, { lat: 35.2226, lon: -97.4395 });
    expect(index).toBe(1977 * 7000 + 3256);
    const centre = cellCentre(MRMS_CONUS, index!);
    expect(centre.lat).toBeCloseTo(35.225, 9);
    expect(centre.lon).toBeCloseTo(-97.435, 9);
  });

  it('is the same for a longitude written 0–360 or −180..180, on a grid stated either way', () => {
    const west = cellIndexAt(MRMS_CONUS, { lat: 35.2226, lon: -97.4395 });
    expect(cellIndexAt(MRMS_CONUS, { lat: 35.2226, lon: 262.5605 })).toBe(west);
    const gridWest = { ...MRMS_CONUS, lo1: -129.995 };
    expect(cellIndexAt(gridWest, { lat: 35.2226, lon: -97.4395 })).toBe(west);
  });

  it('puts the corners first and last, and nothing outside the grid', () => {
    expect(cellIndexAt(MRMS_CONUS, { lat: 54.995, lon: -129.995 })).toBe(0);
    expect(cellIndexAt(MRMS_CONUS, { lat: 20.005, lon: -60.005 })).toBe(LAST);
    for (const [lat, lon] of [
      [55.001, -100],
      [19.999, -100],
      [40, -130.001],
      [40, -59.999],
    ]) {
      expect(cellIndexAt(MRMS_CONUS, { lat: lat!, lon: lon! })).toBeNull();
    }
  });

  it('agrees with measuring the distance to every nearby cell centre', () => {
    const position = fc.record({
      lat: fc.double({ min: 20.001, max: 54.999, noNaN: true }),
      lon: fc.double({ min: -129.999, max: -60.001, noNaN: true }),
    });
    fc.assert(
      fc.property(position, ({ lat, lon }) => {
        expect(cellIndexAt(MRMS_CONUS, { lat, lon })).toBe(nearestCellDirectly(lat, lon));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the cells of a ZIP area (centres within a radius)', () => {
  it('are the cells whose centre the great circle puts inside the radius (edge cells aside)', () => {
    const centre = { lat: 32.788309, lon: -96.799572 };
    const found = new Set(cellsWithinMiles(MRMS_CONUS, centre, ZIP_AREA_MILES));
    const middle = cellIndexAt(MRMS_CONUS, centre)!;
    for (let dr = -6; dr <= 6; dr++) {
      for (let dc = -6; dc <= 6; dc++) {
        const index = middle + dr * 7000 + dc;
        const at = cellCentre(MRMS_CONUS, index);
        const miles = milesBetween(centre.lat, centre.lon, at.lat, at.lon);
        if (miles < ZIP_AREA_MILES * 0.995) expect(found.has(index)).toBe(true);
        if (miles > ZIP_AREA_MILES * 1.005) expect(found.has(index)).toBe(false);
      }
    }
    // π·2² ≈ 12.6 square miles ≈ 32.5 km², cells of about 1.11 × 0.93 km.
    expect(found.size).toBeGreaterThan(28);
    expect(found.size).toBeLessThan(36);
  });
});

describe('where a contact is sized', () => {
  it('is its own cell when its file gave a position, else its ZIP area, else nowhere', () => {
    const own = meshPlaceOf({ zip: '75201', position: { lat: 35.2226, lon: -97.4395 } });
    expect(own).toEqual({
      key: `cell:${1977 * 7000 + 3256}`,
      cells: [1977 * 7000 + 3256],
      basis: 'own-position',
    });
    const byZip = meshPlaceOf({ zip: '75201', position: null });
    expect(byZip?.key).toBe('zip:75201');
    expect(byZip?.basis).toBe('zip-area');
    expect(byZip?.cells).toContain(cellIndexAt(MRMS_CONUS, { lat: 32.788309, lon: -96.799572 }));
    expect(meshPlaceOf({ zip: '00000', position: null })).toBeNull();
    expect(meshPlaceOf({ zip: null, position: { lat: 61.2, lon: -149.9 } })).toBeNull();
  });

  it('reads a position from latitude and longitude columns, nothing from bad text', () => {
    expect(contactPosition({ Latitude: '32.78', Longitude: '-96.80' })).toEqual({
      lat: 32.78,
      lon: -96.8,
    });
    expect(contactPosition({ lat: ' 35.2 ', lng: '-97.4' })).toEqual({ lat: 35.2, lon: -97.4 });
    expect(contactPosition({ lat: '32.78' })).toBeNull();
    expect(contactPosition({ lat: '95', lon: '-96.8' })).toBeNull();
    expect(contactPosition({ lat: '32,78', lon: '-96.8' })).toBeNull();
  });
});
