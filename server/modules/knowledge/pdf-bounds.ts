import { Readable } from 'node:stream';
import { constants, createInflateRaw } from 'node:zlib';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import { type DocumentLimits, DocumentRefusal } from './document-limits';
import { inflatedBytes } from './inflated-bytes';

const MB = 1024 * 1024;

/**
 * Encryption and the filters other than Flate, which this check cannot count through (pdf.js
 * would decode them unbounded): a PDF naming one is kept without its text.
 */
const UNCOUNTED =
  /\/(?:Encrypt|ASCIIHexDecode|AHx|ASCII85Decode|A85|LZWDecode|LZW|RunLengthDecode|RL)(?=[\s\0/<>[\]()%{}]|$)/;

/** The file as text with `#xx` name escapes decoded, as pdf.js reads names. */
const namesDecoded = (source: string) =>
  source.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

/** Where each stream's data starts: after `stream` and the rest of its line, as pdf.js skips. */
function* streamStarts(source: string): Generator<number> {
  for (const match of source.matchAll(/(?<!end)stream/g)) {
    let at = match.index + 'stream'.length;
    while (at < source.length && source[at] !== '\r' && source[at] !== '\n') at += 1;
    if (source[at] === '\r') at += 1;
    if (source[at] === '\n') at += 1;
    yield at;
  }
}

/** A zlib header that pdf.js's FlateStream accepts (deflate, checksum, no preset dictionary). */
const isFlateHeader = (cmf = 0, flg = 0) =>
  (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0 && (flg & 0x20) === 0;

/**
 * Refuses a PDF before pdf.js reads it when one of its Flate streams inflates to more than
 * `maxUnpackedBytes`, or all of them to more than `maxCompressionRatio` times the file. Every
 * stream is found by its keyword and inflated here, its bytes counted (a stream's /Length can
 * lie), stopping at the first byte over the bound. Answers 'uncounted' for a PDF this cannot
 * measure (encrypted, or with other filters): the caller keeps it without its text.
 */
export async function checkPdfBounds(
  bytes: Buffer,
  limits: DocumentLimits,
): Promise<'counted' | 'uncounted'> {
  const source = bytes.toString('latin1');
  if (UNCOUNTED.test(namesDecoded(source))) return 'uncounted';
  const byRatio = limits.maxCompressionRatio * bytes.length;
  let total = 0;
  for (const start of streamStarts(source)) {
    if (!isFlateHeader(bytes[start], bytes[start + 1])) continue;
    const limit = Math.min(limits.maxUnpackedBytes, byRatio - total);
    const inflater = createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH });
    const stream = Readable.from([bytes.subarray(start + 2)]).pipe(inflater);
    // A damaged stream counts what it gave: pdf.js keeps that much too.
    const counted = (await inflatedBytes(stream, limit)).bytes;
    total += counted;
    if (counted > limits.maxUnpackedBytes) {
      throw new DocumentRefusal(KNOWLEDGE_MESSAGES.unpacksTooLarge(limits.maxUnpackedBytes / MB));
    }
    if (total > byRatio) {
      throw new DocumentRefusal(KNOWLEDGE_MESSAGES.compressedTooMuch(limits.maxCompressionRatio));
    }
  }
  return 'counted';
}
