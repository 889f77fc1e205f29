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
    let seq = 0;
    let pending = Buffer.concat(head);
    head.length = 0;
    for (;;) {
      while (pending.byteLength >= SPOOL_CHUNK_BYTES) {
        await appendChunk(db, importId, seq++, pending.subarray(0, SPOOL_CHUNK_BYTES));
        pending = pending.subarray(SPOOL_CHUNK_BYTES);
      }
      const next = await body.next();
      if (next.done) break;
      size += next.value.byteLength;
      pending = Buffer.concat([pending, next.value]);
    }
    if (pending.byteLength > 0) await appendChunk(db, importId, seq, pending);
    await markQueued(db, importId, size);
    return { spooled: importId };
  } catch (error) {
    await deleteFileImport(db, importId);
    throw error;
  }
}
