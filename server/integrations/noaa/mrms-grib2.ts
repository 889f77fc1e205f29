import { gunzipSync } from 'node:zlib';
import { MrmsDecodeError } from './mrms-decode-error';
import { type PngPacking, pngValues } from './mrms-png-values';

/**
 * A regular lat/lon grid (GRIB2 template 3.0) in degrees as the file states them: La1/Lo1 is the
 * first point (cell centre), longitudes as stored (MRMS: 0–360, Lo1 = 230.005). Di/Dj are the
 * spacings; `scanMode` 0x00 means west to east, row 0 the northernmost, rows consecutive.
 */
export type MrmsGrid = {
  ni: number;
  nj: number;
  la1: number;
  lo1: number;
  la2: number;
  lo2: number;
  di: number;
  dj: number;
  scanMode: number;
};

/** One field of an MRMS file: what it measures, when, where, and its values in scan order. */
export type MrmsField = {
  discipline: number;
  category: number;
  parameter: number;
  referenceTime: Date;
  grid: MrmsGrid;
  values: Float32Array;
};

/** Far above a CONUS file (about 1 MB gzipped, a few MB unpacked): a bound, not a size. */
const MAX_GRIB_BYTES = 512 * 1_048_576;
const SECTION_0_BYTES = 16;

/** GRIB signed integers are sign-magnitude (high bit = sign), not two's complement. */
function signed32(bytes: Buffer, at: number): number {
  const raw = bytes.readUInt32BE(at);
  return raw & 0x80000000 ? -(raw & 0x7fffffff) : raw;
}

function signed16(bytes: Buffer, at: number): number {
  const raw = bytes.readUInt16BE(at);
  return raw & 0x8000 ? -(raw & 0x7fff) : raw;
}

function unpack(bytes: Buffer): Buffer {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  try {
    return gunzipSync(bytes, { maxOutputLength: MAX_GRIB_BYTES });
  } catch {
    throw new MrmsDecodeError('the .gz file could not be unpacked');
  }
}

/** Section 3, template 3.0. Angles are in basicAngle/subdivisions degrees; 0 or all-ones: 10⁻⁶. */
function readGrid(section: Buffer): MrmsGrid {
  const template = section.readUInt16BE(12);
  if (template !== 0) throw new MrmsDecodeError(`grid template 3.${template} is not 3.0`);
  const basic = section.readUInt32BE(38);
  const subdivisions = section.readUInt32BE(42);
  const defaultUnit = [0, 0xffffffff].includes(basic) || [0, 0xffffffff].includes(subdivisions);
  const [numerator, denominator] = defaultUnit ? [1, 1_000_000] : [basic, subdivisions];
  const degrees = (raw: number) => (raw * numerator) / denominator;
  const scanMode = section[71]!;
  if (scanMode !== 0) {
    throw new MrmsDecodeError(`scanning mode 0x${scanMode.toString(16)} is not supported (0x00)`);
  }
  return {
    ni: section.readUInt32BE(30),
    nj: section.readUInt32BE(34),
    la1: degrees(signed32(section, 46)),
    lo1: degrees(signed32(section, 50)),
    la2: degrees(signed32(section, 55)),
    lo2: degrees(signed32(section, 59)),
    di: degrees(section.readUInt32BE(63)),
    dj: degrees(section.readUInt32BE(67)),
    scanMode,
  };
}

function readReferenceTime(section: Buffer): Date {
  const [month, day, hour, minute, second] = [14, 15, 16, 17, 18].map((at) => section[at]!);
  return new Date(Date.UTC(section.readUInt16BE(12), month! - 1, day!, hour!, minute!, second!));
}

/** Section 5, template 5.41 (PNG). */
function readPacking(section: Buffer): PngPacking {
  const template = section.readUInt16BE(9);
  if (template !== 41) {
    throw new MrmsDecodeError(`data template 5.${template} is not 5.41 (PNG)`);
  }
  return {
    reference: section.readFloatBE(11),
    binaryScale: signed16(section, 15),
    decimalScale: signed16(section, 17),
  };
}

type Partial = { time?: Date; grid?: MrmsGrid; category?: number; parameter?: number };

/** The fields of one message, from its first section after section 0 up to `7777`. */
function readMessage(message: Buffer, discipline: number): MrmsField[] {
  const fields: MrmsField[] = [];
  const found: Partial = {};
  let packing: PngPacking | null = null;
  for (let at = SECTION_0_BYTES; at + 4 <= message.length; ) {
    if (message.toString('latin1', at, at + 4) === '7777') return fields;
    const length = message.readUInt32BE(at);
    if (length < 5 || at + length > message.length) {
      throw new MrmsDecodeError(`a section at byte ${at} runs past the end of its message`);
    }
    const section = message.subarray(at, at + length);
    const number = section[4];
    if (number === 1) found.time = readReferenceTime(section);
    if (number === 3) found.grid = readGrid(section);
    if (number === 4) [found.category, found.parameter] = [section[9]!, section[10]!];
    if (number === 5) packing = readPacking(section);
    if (number === 6 && section[5] !== 255) {
      throw new MrmsDecodeError(`bitmap indicator ${section[5]} is not supported (255: none)`);
    }
    if (number === 7) fields.push(completeField(found, packing, discipline, section.subarray(5)));
    at += length;
  }
  throw new MrmsDecodeError('a message does not end with 7777');
}

function completeField(
  found: Partial,
  packing: PngPacking | null,
  discipline: number,
  png: Buffer,
): MrmsField {
  const { time, grid, category, parameter } = found;
  if (!time || !grid || category === undefined || parameter === undefined || !packing) {
    throw new MrmsDecodeError('section 7 comes before sections 1, 3, 4 and 5');
  }
  const values = pngValues(png, packing, grid.ni * grid.nj);
  return { discipline, category, parameter, referenceTime: time, grid, values };
}

/**
 * Every field of every GRIB2 message in an MRMS file (gzipped or not): headers read by hand,
 * values unpacked from the PNG of template 5.41. No parameter is refused: the caller decides.
 */
export function decodeMrmsFile(file: Buffer): MrmsField[] {
  const bytes = unpack(file);
  const fields: MrmsField[] = [];
  for (let at = 0; at < bytes.length; ) {
    if (bytes.toString('latin1', at, at + 4) !== 'GRIB' || at + SECTION_0_BYTES > bytes.length) {
      if (fields.length > 0) break;
      throw new MrmsDecodeError('it does not start with GRIB');
    }
    if (bytes[at + 7] !== 2) throw new MrmsDecodeError(`GRIB edition ${bytes[at + 7]} is not 2`);
    const total = Number(bytes.readBigUInt64BE(at + 8));
    if (total < SECTION_0_BYTES || at + total > bytes.length) {
      throw new MrmsDecodeError('the file is shorter than its GRIB message says');
    }
    fields.push(...readMessage(bytes.subarray(at, at + total), bytes[at + 6]!));
    at += total;
  }
  if (fields.length === 0) throw new MrmsDecodeError('it holds no field');
  return fields;
}
