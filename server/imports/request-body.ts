import type { Request } from 'express';
import { csvImportFailure, ImportFailure } from './import-failure';

/** A body we cannot read as the file's own bytes (compressed, or of a declared size over the cap). */
export function refusedBody(req: Request, maxBytes: number): 'too_large' | 'read_error' | null {
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return 'read_error';
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > maxBytes ? 'too_large' : null;
}

/** The body's chunks; leaving the loop early keeps the request open for a later read. */
const unclosed = (req: Request) =>
  req.iterator({ destroyOnReturn: false }) as AsyncIterableIterator<Buffer>;

/**
 * The request body as it arrives, counted: past `maxBytes` it stops with the 'too_large' failure,
 * a broken connection with 'read_error'. Nothing is held beyond the chunk being read.
 */
export function countedRequestBody(req: Request, maxBytes: number) {
  let bytes = 0;
  const count = (chunk: Buffer) => {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) throw csvImportFailure('too_large');
  };
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      for await (const chunk of unclosed(req)) {
        count(chunk);
        yield chunk;
      }
    } catch (error) {
      if (error instanceof ImportFailure) throw error;
      throw csvImportFailure('read_error');
    }
  }
  return { chunks: chunks() };
}
