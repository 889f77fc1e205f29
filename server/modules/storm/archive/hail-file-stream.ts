import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { HAIL_ARCHIVE_MESSAGES } from '../../../../shared/storm/hail-archive-messages';
import { BadInputError } from '../../../errors';
import { CsvQuotingError, csvRowBatches } from './csv-row-batches';
import { NCEI_COLUMNS } from './ncei-row';

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

/** Only the columns the sinks read are kept per record. */
const READ_COLUMNS = new Set([...NCEI_COLUMNS, 'TIME', 'SIZE', 'LOCATION', 'STATE', 'LAT', 'LON']);

/**
 * What a details row other than hail reads as: most of an NCEI year is other event types, and
 * giving them one shared record instead of their own keeps the parse's garbage down.
 */
const OTHER_EVENT: Partial<Record<string, string>> = Object.freeze({ EVENT_TYPE: 'other' });

const isHail = (type: string | undefined) =>
  type !== undefined && type.trim().toLowerCase() === 'hail';

async function* records(
  stream: Readable,
  onHeader: (names: string[]) => void,
): AsyncGenerator<Partial<Record<string, string>>> {
  let wanted: [number, string][] | null = null;
  let eventType = -1;
  for await (const rows of csvRowBatches(stream)) {
    for (const row of rows) {
      if (!wanted) {
        const names = row.map((name) =>
          name
            .replace(/^\uFEFF/, '')
            .trim()
            .toUpperCase(),
        );
        onHeader(names);
        eventType = names.indexOf('EVENT_TYPE');
        wanted = names.flatMap((name, index) =>
          READ_COLUMNS.has(name) ? [[index, name] as [number, string]] : [],
        );
        continue;
      }
      if (eventType >= 0 && !isHail(row[eventType])) {
        yield OTHER_EVENT;
        continue;
      }
      const record: Partial<Record<string, string>> = {};
      for (const [index, name] of wanted) record[name] = row[index];
      yield record;
    }
  }
}

/**
 * CSV records of a streamed file (plain or gzip), keyed by upper-cased header name. Nothing is
 * held beyond one parser chunk: reading slows to the pace the caller consumes records.
 */
export async function hailCsvRecords(
  body: AsyncIterable<Buffer>,
  progress: ByteProgress,
  maxBytes: number,
  onHeader: (names: string[]) => void,
): Promise<{ records: AsyncGenerator<Partial<Record<string, string>>>; gzip: boolean }> {
  const { stream, gzip } = await unpacked(body, progress, maxBytes);
  if (!gzip) return { records: records(stream, onHeader), gzip };
  const gunzip = createGunzip();
  pipeline(stream, gunzip, () => {});
  return { records: records(gunzip, onHeader), gzip };
}

/** A failure while reading the file, as the catalogued message an admin sees. */
export function readFailure(error: unknown, gzip: boolean): Error {
  if (error instanceof BadInputError) return error;
  if (error instanceof CsvQuotingError) {
    // Data rows count from 1 after the header: the file's line is the row plus one.
    return new BadInputError(HAIL_ARCHIVE_MESSAGES.unreadableCsv(error.row + 1));
  }
  const code = (error as { code?: unknown }).code;
  if (gzip && typeof code === 'string' && code.startsWith('Z_')) {
    return new BadInputError(HAIL_ARCHIVE_MESSAGES.unreadableGzip);
  }
  if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new BadInputError(HAIL_ARCHIVE_MESSAGES.interrupted);
  }
  return error instanceof Error ? error : new Error(String(error));
}
