import { deflateSync, gzipSync } from 'node:zlib';

/**
 * Our own GRIB2 writer for MRMS-like files (template 3.0 grid, 4.0 product, 5.41 PNG), after the
 * reference's `tools/encode.js`. Only this writer exercises the decoder's grey paths; the RGB path
 * is checked against a real file and wgrib2's dump.
 */
export type MrmsFileSpec = {
  /** First point and spacing in micro-degrees; longitude 0–360 as MRMS writes it. */
  grid: { ni: number; nj: number; la1: number; lo1: number; di: number; dj: number };
  referenceTime: Date;
  category?: number;
  parameter?: number;
  /** Values in scan order (row 0 northernmost), in the field's unit. */
  values: ArrayLike<number>;
  decimalScale?: number;
  bitDepth?: 8 | 16;
};

/** The MRMS CONUS grid, in micro-degrees. */
export const CONUS_GRID = {
  ni: 7000,
  nj: 3500,
  la1: 54_995_000,
  lo1: 230_005_000,
  di: 10_000,
  dj: 10_000,
} as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** Filters each row with type (row % 5), so every PNG filter type is decoded. */
function filterRow(type: number, raw: Buffer, prior: Buffer, bpp: number): Buffer {
  const out = Buffer.alloc(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const left = i >= bpp ? raw[i - bpp]! : 0;
    const up = prior[i]!;
    const upLeft = i >= bpp ? prior[i - bpp]! : 0;
    const p = left + up - upLeft;
    const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
    const paeth = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    const predicted = [0, left, up, (left + up) >> 1, paeth][type]!;
    out[i] = (raw[i]! - predicted) & 0xff;
  }
  return out;
}

function greyPng(
  samples: (index: number) => number,
  width: number,
  height: number,
  bitDepth: 8 | 16,
): Buffer {
  const bpp = bitDepth / 8;
  const rows: Buffer[] = [];
  let prior = Buffer.alloc(width * bpp);
  for (let y = 0; y < height; y++) {
    const raw = Buffer.alloc(width * bpp);
    for (let x = 0; x < width; x++) {
      const sample = samples(y * width + x);
      if (bpp === 2) raw.writeUInt16BE(sample, x * 2);
      else raw[x] = sample;
    }
    rows.push(Buffer.from([y % 5]), filterRow(y % 5, raw, prior, bpp));
    prior = raw;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const idat = deflateSync(Buffer.concat(rows));
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function section(number: number, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt32BE(body.length + 5);
  head[4] = number;
  return Buffer.concat([head, body]);
}

function signMagnitude32(value: number): number {
  return value < 0 ? (0x80000000 | -value) >>> 0 : value;
}

function productSections(spec: MrmsFileSpec, decimal: number, bitDepth: 8 | 16): Buffer[] {
  const { grid, referenceTime: t } = spec;
  const s1 = Buffer.alloc(16);
  s1.writeUInt16BE(161, 0);
  [s1[4], s1[5], s1[6]] = [255, 1, 3];
  s1.writeUInt16BE(t.getUTCFullYear(), 7);
  [s1[9], s1[10], s1[11]] = [t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours()];
  [s1[12], s1[13], s1[14], s1[15]] = [t.getUTCMinutes(), t.getUTCSeconds(), 2, 7];
  const s3 = Buffer.alloc(67);
  s3.writeUInt32BE(grid.ni * grid.nj, 1);
  s3[9] = 6;
  s3.writeUInt32BE(grid.ni, 25);
  s3.writeUInt32BE(grid.nj, 29);
  s3.writeUInt32BE(0, 33);
  s3.writeUInt32BE(0xffffffff, 37);
  s3.writeUInt32BE(signMagnitude32(grid.la1), 41);
  s3.writeUInt32BE(signMagnitude32(grid.lo1), 45);
  s3[49] = 0x30;
  s3.writeUInt32BE(signMagnitude32(grid.la1 - (grid.nj - 1) * grid.dj), 50);
  s3.writeUInt32BE(signMagnitude32(grid.lo1 + (grid.ni - 1) * grid.di), 54);
  s3.writeUInt32BE(grid.di, 58);
  s3.writeUInt32BE(grid.dj, 62);
  const s4 = Buffer.alloc(29);
  [s4[4], s4[5], s4[6], s4[8]] = [spec.category ?? 3, spec.parameter ?? 34, 8, 97];
  // First fixed surface 102 (altitude above sea level) at 500 m, the `00.50` of the file name.
  [s4[17], s4[18], s4[23]] = [102, 0, 255];
  s4.writeUInt32BE(500, 19);
  const s5 = Buffer.alloc(16);
  s5.writeUInt32BE(grid.ni * grid.nj, 0);
  s5.writeUInt16BE(41, 4);
  // R is in scaled units: −3 (no coverage, the lowest sentinel) is stored as −3·10^D.
  s5.writeFloatBE(-3 * decimal, 6);
  s5.writeUInt16BE(0, 10);
  s5.writeUInt16BE(Math.log10(decimal), 12);
  s5[14] = bitDepth;
  return [section(1, s1), section(3, s3), section(4, s4), section(5, s5)];
}

/** A one-message GRIB2 file (discipline 209) holding `spec.values`; gzipped when asked. */
export function encodeMrmsFile(spec: MrmsFileSpec, gzip = true): Buffer {
  const decimal = 10 ** (spec.decimalScale ?? 1);
  const bitDepth = spec.bitDepth ?? 16;
  const { values } = spec;
  const sample = (index: number) => Math.round(values[index]! * decimal + 3 * decimal);
  const png = greyPng(sample, spec.grid.ni, spec.grid.nj, bitDepth);
  const body = Buffer.concat([
    ...productSections(spec, decimal, bitDepth),
    section(6, Buffer.from([255])),
    section(7, png),
    Buffer.from('7777', 'latin1'),
  ]);
  const s0 = Buffer.alloc(16);
  s0.write('GRIB', 0, 'latin1');
  [s0[6], s0[7]] = [209, 2];
  s0.writeBigUInt64BE(BigInt(16 + body.length), 8);
  const file = Buffer.concat([s0, body]);
  return gzip ? gzipSync(file) : file;
}
