import type { Readable } from 'node:stream';
import Papa from 'papaparse';

/** The CSV broke its quoting near this row: nothing after it can be trusted. */
export class CsvQuotingError extends Error {
  constructor(readonly row: number) {
    super(`CSV quoting broken near row ${row}`);
  }
}

type Item = { rows: string[][] } | { error: unknown } | { done: true };

/**
 * Rows of a CSV stream in papaparse's chunks (several times faster than csv-parse here, see
 * docs/benchmarks.md "hail"). The parser pauses after each chunk until the caller asks for the
 * next, so a file is never held whole.
 */
export async function* csvRowBatches(stream: Readable): AsyncGenerator<string[][]> {
  const queue: Item[] = [];
  let wake: (() => void) | null = null;
  let parser: Papa.Parser | null = null;
  let seen = 0;
  const push = (item: Item) => {
    queue.push(item);
    wake?.();
    wake = null;
  };
  Papa.parse<string[]>(stream as unknown as File, {
    skipEmptyLines: true,
    chunk(results, chunkParser) {
      parser = chunkParser;
      const broken = results.errors.find((error) => error.type === 'Quotes');
      if (broken) {
        // Queued before abort(), which calls complete at once.
        push({ error: new CsvQuotingError(seen + (broken.row ?? 0) + 1) });
        chunkParser.abort();
        return;
      }
      seen += results.data.length;
      chunkParser.pause();
      push({ rows: results.data });
    },
    complete: () => push({ done: true }),
    error: (error: unknown) => push({ error }),
  });
  for (;;) {
    if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const item = queue.shift()!;
    if ('error' in item) throw item.error;
    if ('done' in item) return;
    yield item.rows;
    (parser as Papa.Parser | null)?.resume();
  }
}
