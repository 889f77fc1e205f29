import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { CsvError, type Parser, parse } from 'csv-parse';
import { HAIL_ARCHIVE_MESSAGES } from '../../../../shared/storm/hail-archive-messages';
import { BadInputError } from '../../../errors';

export type ByteProgress = { bytesRead: number };

async function* counted(body: AsyncIterable<Buffer>, progress: ByteProgress, maxBytes: number) {
  for await (const chunk of body) {
    progress.bytesRead += chunk.length;
    if (progress.bytesRead > maxBytes) {
      throw new BadInputError(HAIL_ARCHIVE_MESSAGES.tooLarge(Math.round(maxBytes / 1_048_576)));
    }
    yield chunk;
  }
}

/** The body as it arrives, counted and capped; gunzipped when it starts with gzip's magic bytes. */
async function unpacked(
  body: AsyncIterable<Buffer>,
  progress: ByteProgress,
  maxBytes: number,
): Promise<{ stream: Readable; gzip: boolean }> {
  const iterator = counted(body, progress, maxBytes)[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head: Buffer = first.done ? Buffer.alloc(0) : first.value;
  async function* whole() {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  const stream = Readable.from(whole(), { objectMode: false });
  return { stream, gzip: head[0] === 0x1f && head[1] === 0x8b };
}

/**
 * CSV records of a streamed file (plain or gzip), keyed by upper-cased header name. Nothing is
 * held beyond csv-parse's buffer: reading slows to the pace the caller consumes records.
 */
export async function hailCsvRecords(
  body: AsyncIterable<Buffer>,
  progress: ByteProgress,
  maxBytes: number,
  onHeader: (names: string[]) => void,
): Promise<{ records: Parser; gzip: boolean }> {
  const { stream, gzip } = await unpacked(body, progress, maxBytes);
  const records = parse({
    bom: true,
    columns: (header: string[]) => {
      const names = header.map((name) => name.trim().toUpperCase());
      onHeader(names);
      return names;
    },
    relax_column_count: true,
    skip_empty_lines: true,
  });
  const noop = () => {};
  if (gzip) pipeline(stream, createGunzip(), records, noop);
  else pipeline(stream, records, noop);
  return { records, gzip };
}

/** A failure while reading the file, as the catalogued message an admin sees. */
export function readFailure(error: unknown, gzip: boolean, line: number): Error {
  if (error instanceof BadInputError) return error;
  if (error instanceof CsvError)
    return new BadInputError(HAIL_ARCHIVE_MESSAGES.unreadableCsv(line));
  const code = (error as { code?: unknown }).code;
  if (gzip && typeof code === 'string' && code.startsWith('Z_')) {
    return new BadInputError(HAIL_ARCHIVE_MESSAGES.unreadableGzip);
  }
  if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new BadInputError(HAIL_ARCHIVE_MESSAGES.interrupted);
  }
  return error instanceof Error ? error : new Error(String(error));
}
