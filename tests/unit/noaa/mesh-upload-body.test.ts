import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBoundedBody } from '../../../server/modules/storm/mesh/mesh-upload.route';

const TWO_MB = 2 * 1_048_576;
const body = (bytes: number) =>
  Readable.from([Buffer.alloc(1_000_000, 1), Buffer.alloc(bytes - 1_000_000, 2)]);

describe('reading an uploaded MESH file', () => {
  it('gives the whole body up to the cap, and refuses one byte more', async () => {
    expect((await readBoundedBody(body(TWO_MB), TWO_MB)).length).toBe(TWO_MB);
    await expect(readBoundedBody(body(TWO_MB + 1), TWO_MB)).rejects.toThrow(
      'The file is larger than the 2 MB a radar hail (MRMS MESH) file may be.',
    );
  });

  it('refuses an empty body', async () => {
    await expect(readBoundedBody(Readable.from([]), TWO_MB)).rejects.toThrow(
      'The file is empty: upload an MRMS MESH_Max_1440min .grib2 or .grib2.gz file.',
    );
  });
});
