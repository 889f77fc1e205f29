import type { Db } from '../db/database';
import type { FileImportKind } from '../db/tables/imports';
import {
  appendChunk,
  createFileImport,
  deleteFileImport,
  markQueued,
  SPOOL_CHUNK_BYTES,
} from './file-spool.repository';

export type Intake = { inline: Uint8Array[] } | { spooled: string };

/** Reads the first part of a file that will wait for the worker; throws its refusal, if any. */
export type HeadCheck = (head: readonly Uint8Array[]) => Promise<void>;

/**
 * Stores `head` and the rest of `body` in chunks of SPOOL_CHUNK_BYTES. The pieces of a chunk are
 * joined once, when it is full (joining at every piece would copy each chunk many times).
 */
async function spoolChunks(
  db: Db,
  importId: string,
  head: Uint8Array[],
  body: AsyncIterator<Uint8Array>,
  counted: (bytes: number) => void,
) {
  let seq = 0;
  let pieces = head.splice(0);
  let held = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
  for (;;) {
    while (held >= SPOOL_CHUNK_BYTES) {
      const joined = Buffer.concat(pieces, held);
      await appendChunk(db, importId, seq++, joined.subarray(0, SPOOL_CHUNK_BYTES));
      pieces = [joined.subarray(SPOOL_CHUNK_BYTES)];
      held -= SPOOL_CHUNK_BYTES;
    }
    const next = await body.next();
    if (next.done) break;
    counted(next.value.byteLength);
    pieces.push(next.value);
    held += next.value.byteLength;
  }
  if (held > 0) await appendChunk(db, importId, seq, Buffer.concat(pieces, held));
}

/**
 * Reads an upload's first `inlineMaxBytes`: a file that ends there is imported at once (its bytes
 * returned); a larger one is stored in Postgres as it arrives (file-spool.repository.ts) for the
 * worker, and its import's id returned. Memory holds at most `inlineMaxBytes` plus one chunk.
 */
export async function takeUpload(
  db: Db,
  body: AsyncIterator<Uint8Array>,
  input: { accountId: string; kind: FileImportKind; fileName: string; addedBy: string | null },
  inlineMaxBytes: number,
  checkHead: HeadCheck,
): Promise<Intake> {
  const head: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = await body.next();
    if (next.done) return { inline: head };
    head.push(next.value);
    size += next.value.byteLength;
    if (size > inlineMaxBytes) break;
  }
  try {
    await checkHead(head);
  } catch (refusal) {
    // Too large is the first rule: a file over the cap says so whatever its content.
    while (!(await body.next()).done) {}
    throw refusal;
  }
  const importId = await createFileImport(db, input);
  try {
    await spoolChunks(db, importId, head, body, (bytes) => {
      size += bytes;
    });
    await markQueued(db, importId, size);
    return { spooled: importId };
  } catch (error) {
    await deleteFileImport(db, importId);
    throw error;
  }
}
