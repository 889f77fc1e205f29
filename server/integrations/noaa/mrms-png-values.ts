import { inflateSync } from 'node:zlib';
import { MrmsDecodeError } from './mrms-decode-error';

/** GRIB2 template 5.41's packing: value = (R + X·2^E) / 10^D for each PNG sample X. */
export type PngPacking = { reference: number; binaryScale: number; decimalScale: number };

type Header = { width: number; height: number; bitDepth: number; colorType: number };

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GREY = 0;
const RGB = 2;

/** The IHDR fields and every IDAT chunk joined (the chunks' CRCs are not checked). */
function readChunks(png: Buffer): { header: Header; idat: Buffer } {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) {
    throw new MrmsDecodeError('section 7 does not hold a PNG image');
  }
  let header: Header | null = null;
  const idat: Buffer[] = [];
  for (let at = 8; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      if (data[12] !== 0) throw new MrmsDecodeError('an interlaced PNG is not supported');
      const [bitDepth, colorType] = [data[8]!, data[9]!];
      header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), bitDepth, colorType };
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    at += 12 + length;
  }
  if (!header) throw new MrmsDecodeError('the PNG has no IHDR chunk');
  return { header, idat: Buffer.concat(idat) };
}

/** Bytes per pixel: 8- or 16-bit grey, or 8-bit RGB (24-bit samples X = R<<16 | G<<8 | B). */
function bytesPerPixel({ bitDepth, colorType }: Header): number {
  if (colorType === GREY && (bitDepth === 8 || bitDepth === 16)) return bitDepth / 8;
  if (colorType === RGB && bitDepth === 8) return 3;
  throw new MrmsDecodeError(
    `PNG colour type ${colorType} at ${bitDepth} bits is not supported (8/16-bit grey, 8-bit RGB)`,
  );
}

function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  if (pa <= pb && pa <= pc) return left;
  return pb <= pc ? up : upLeft;
}

/** Undoes one row's PNG filter (types 0–4) in place; `prior` is the unfiltered row above. */
function unfilterRow(filter: number, row: Buffer, prior: Buffer | null, bpp: number): void {
  const n = row.length;
  if (filter === 0) return;
  if (filter === 1) {
    for (let i = bpp; i < n; i++) row[i] = row[i]! + row[i - bpp]!;
  } else if (filter === 2) {
    if (prior) for (let i = 0; i < n; i++) row[i] = row[i]! + prior[i]!;
  } else if (filter === 3) {
    for (let i = 0; i < n; i++) {
      const left = i >= bpp ? row[i - bpp]! : 0;
      row[i] = row[i]! + ((left + (prior ? prior[i]! : 0)) >> 1);
    }
  } else if (filter === 4) {
    for (let i = 0; i < n; i++) {
      const left = i >= bpp ? row[i - bpp]! : 0;
      const upLeft = prior && i >= bpp ? prior[i - bpp]! : 0;
      row[i] = row[i]! + paeth(left, prior ? prior[i]! : 0, upLeft);
    }
  } else {
    throw new MrmsDecodeError(`unknown PNG filter type ${filter}`);
  }
}

function sampleAt(row: Buffer, pixel: number, bpp: number): number {
  const at = pixel * bpp;
  if (bpp === 1) return row[at]!;
  if (bpp === 2) return row.readUInt16BE(at);
  return (row[at]! << 16) | (row[at + 1]! << 8) | row[at + 2]!;
}

/**
 * The values of a template 5.41 field: the PNG's samples in row order, each unpacked as
 * (R + X·2^E) / 10^D. The inflated image is bounded by the size its header declares.
 */
export function pngValues(png: Buffer, packing: PngPacking, expectedCount: number): Float32Array {
  const { header, idat } = readChunks(png);
  if (header.width * header.height !== expectedCount) {
    throw new MrmsDecodeError(
      `the PNG holds ${header.width}×${header.height} samples, the grid ${expectedCount}`,
    );
  }
  const bpp = bytesPerPixel(header);
  const stride = 1 + header.width * bpp;
  let pixels: Buffer;
  try {
    pixels = inflateSync(idat, { maxOutputLength: stride * header.height });
  } catch {
    throw new MrmsDecodeError('the PNG image data could not be inflated');
  }
  if (pixels.length !== stride * header.height) {
    throw new MrmsDecodeError('the PNG image data is shorter than its header says');
  }
  const binary = 2 ** packing.binaryScale;
  const decimal = 10 ** packing.decimalScale;
  const values = new Float32Array(expectedCount);
  let prior: Buffer | null = null;
  for (let y = 0; y < header.height; y++) {
    const row = pixels.subarray(y * stride + 1, (y + 1) * stride);
    unfilterRow(pixels[y * stride]!, row, prior, bpp);
    const base = y * header.width;
    for (let x = 0; x < header.width; x++) {
      values[base + x] = (packing.reference + sampleAt(row, x, bpp) * binary) / decimal;
    }
    prior = row;
  }
  return values;
}
