import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { AppDeps } from '../../../deps';
import type { JobPayload } from '../../../queue/jobs';
import { importRegistryStream } from './registry-import.service';

/** The file is read in pieces of this size: memory holds one piece and one batch. */
const READ_CHUNK_BYTES = 64 * 1024;

/**
 * Imports a registry copy from a file on the server (an admin's path) through the one streaming
 * importer. A path that is not a readable file is logged and nothing is stored.
 */
export async function runRegistryImport(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  payload: JobPayload<'registry-import'>,
): Promise<void> {
  const file = await stat(payload.path).catch(() => null);
  if (!file?.isFile()) {
    deps.logger.warn({ accountId: payload.accountId }, 'registry import: the path is not a file');
    return;
  }
  const body = createReadStream(payload.path, { highWaterMark: READ_CHUNK_BYTES });
  const result = await importRegistryStream(deps.db, {
    accountId: payload.accountId,
    copy: payload.copy,
    body,
  });
  deps.logger.info(
    { accountId: payload.accountId, copyId: result.copyId, ok: result.ok },
    'registry import ended',
  );
}
