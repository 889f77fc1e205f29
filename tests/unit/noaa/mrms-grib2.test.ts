import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeMrmsFile } from '../../../server/integrations/noaa/mrms-grib2';
import { encodeMrmsFile } from '../../fakes/mrms-file-encoder';

const FIXTURES = join(import.meta.dirname, '../../fixtures/mrms');
const REAL_FILE = join(FIXTURES, 'MRMS_MergedRhoHV_19.00_20260219-042039.grib2.gz');
const WGRIB2_DUMP = join(FIXTURES, 'mrms-merged-rho-hv-wgrib2-le.bin.xz');
const CELLS = 7000 * 3500;

/** wgrib2's values of the real file: little-endian float32 in scan order (98 MB unpacked). */
function wgrib2Values(): Float32Array {
  const bytes = execFileSync('xz', ['-dc', WGRIB2_DUMP], { maxBuffer: CELLS * 4 + 1024 });
  expect(bytes.length).toBe(CELLS * 4);
  return new Float32Array(bytes.buffer, bytes.byteOffset, CELLS);
}

describe('the MRMS GRIB2 decoder on a real file (24-bit RGB PNG), against wgrib2', () => {
  const [field, ...others] = decodeMrmsFile(readFileSync(REAL_FILE));

  it('reads the headers: discipline, product, time and the CONUS grid', () => {
    expect(others).toEqual([]);
    expect(field!.discipline).toBe(209);
    expect([field!.category, field!.parameter]).toEqual([9, 3]);
    expect(field!.referenceTime.toISOString()).toBe('2026-02-19T04:20:39.000Z');
    expect(field!.grid).toEqual({
      ni: 7000,
      nj: 3500,
      la1: 54.995,
      lo1: 230.005,
      la2: 20.005,
      lo2: 299.995,
      di: 0.01,
      dj: 0.01,
      scanMode: 0,
    });
  });

  it('gives every one of the 24,500,000 values exactly as wgrib2 does', () => {
    const expected = wgrib2Values();
    expect(field!.values.length).toBe(CELLS);
    const differing: number[] = [];
    for (let i = 0; i < CELLS && differing.length < 10; i++) {
      if (!Object.is(field!.values[i], expected[i])) differing.push(i);
    }
    expect(differing).toEqual([]);
    expect([field!.values[0], field!.values[CELLS - 1]]).toEqual([
      expected[0],
      expected[CELLS - 1],
    ]);
  });

  it('places the first point at the north-west corner and the last at the south-east', () => {
    const { la1, lo1, di, dj, ni, nj } = field!.grid;
    expect(la1 - (nj - 1) * dj).toBeCloseTo(20.005, 9);
    expect(lo1 + (ni - 1) * di).toBeCloseTo(299.995, 9);
    expect(lo1 - 360).toBeCloseTo(-129.995, 9);
  });
});

describe('the MRMS GRIB2 decoder on grey PNGs (checked only against our own encoder)', () => {
  const grid = { ni: 12, nj: 10, la1: 35_005_000, lo1: 262_005_000, di: 10_000, dj: 10_000 };
  const referenceTime = new Date('2026-05-21T12:00:00Z');
  // −3: no radar coverage; −1: missing (NSSL) or no hail; sizes in mm.
  const values = Array.from(
    { length: 120 },
    (_, i) => [-3, -1, 0, 19.1, 25.4, 60.5, 101.6][i % 7]!,
  );

  it('unpacks 16-bit grey (every filter type) with the missing and no-coverage codes', () => {
    const [field] = decodeMrmsFile(encodeMrmsFile({ grid, referenceTime, values }));
    expect(Array.from(field!.values)).toEqual(values.map(Math.fround));
    expect([field!.category, field!.parameter]).toEqual([3, 34]);
    expect(field!.referenceTime).toEqual(referenceTime);
    expect([field!.grid.la1, field!.grid.lo1, field!.grid.la2, field!.grid.lo2]).toEqual([
      35.005, 262.005, 34.915, 262.115,
    ]);
  });

  it('unpacks 8-bit grey, not gzipped', () => {
    const small = values.map((v) => Math.min(v, 20));
    const file = encodeMrmsFile({ grid, referenceTime, values: small, bitDepth: 8 }, false);
    expect(Array.from(decodeMrmsFile(file)[0]!.values)).toEqual(small.map(Math.fround));
  });

  it('reads negative (western) longitudes stored sign-magnitude', () => {
    const west = { ...grid, lo1: -97_995_000 };
    const [field] = decodeMrmsFile(encodeMrmsFile({ grid: west, referenceTime, values }));
    expect([field!.grid.lo1, field!.grid.lo2]).toEqual([-97.995, -97.885]);
  });

  it('returns any parameter number for the caller to judge', () => {
    const file = encodeMrmsFile({ grid, referenceTime, values, category: 3, parameter: 30 });
    expect([decodeMrmsFile(file)[0]!.category, decodeMrmsFile(file)[0]!.parameter]).toEqual([
      3, 30,
    ]);
  });

  it('refuses a file that is not GRIB2, or cut short, with the reason', () => {
    expect(() => decodeMrmsFile(Buffer.from('Date,Size\n'))).toThrow(
      'Not a readable MRMS GRIB2 file: it does not start with GRIB.',
    );
    const whole = encodeMrmsFile({ grid, referenceTime, values }, false);
    expect(() => decodeMrmsFile(whole.subarray(0, 200))).toThrow(
      'Not a readable MRMS GRIB2 file: the file is shorter than its GRIB message says.',
    );
    expect(() => decodeMrmsFile(Buffer.from([0x1f, 0x8b, 1, 2, 3]))).toThrow(
      'Not a readable MRMS GRIB2 file: the .gz file could not be unpacked.',
    );
  });
});
