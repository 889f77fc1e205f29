import { IMPORT_MESSAGES } from '../../shared/csv/import-messages';
import type { AppDeps } from '../deps';
import { publishEvents } from '../events/publish-events';
import { fileImportJobId } from '../queue/job-options';
import { JOBS } from '../queue/jobs';
import { failAbandoned, staleUploads } from './file-spool.repository';

/** How often the sweep looks for uploads an API process left behind. */
export const ABANDONED_UPLOAD_SWEEP_MS = 5 * 60_000;
/** A whole file arrives in seconds: one still arriving, or never queued, this long after is left. */
export const ABANDONED_AFTER_MS = 30 * 60_000;

type Deps = Pick<AppDeps, 'db' | 'queues' | 'events' | 'logger'>;

/** A stored upload whose job is missing was never handed to the worker (the API stopped first). */
async function handedOver(deps: Deps, importId: string): Promise<boolean> {
  const queue = deps.queues.get(JOBS['file-import'].queue);
  return (await queue.getJob(fileImportJobId(importId))) !== undefined;
}

/**
 * Recurring: an upload an API process stopped receiving (state 'receiving'), or stored but never
 * queued, fails with the catalogued message its owner sees, and its stored bytes are deleted.
 * Returns how many failed.
 */
export async function sweepAbandonedUploads(deps: Deps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
  let failed = 0;
  for (const upload of await staleUploads(deps.db, before)) {
    if (upload.state === 'queued' && (await handedOver(deps, upload.id))) continue;
    if (!(await failAbandoned(deps.db, upload.id, IMPORT_MESSAGES.interrupted))) continue;
    failed++;
    await publishEvents(deps, upload.account_id, [
      {
        type: 'import.progress',
        importId: upload.id,
        kind: upload.kind,
        fileName: upload.file_name,
        state: 'failed',
        rows: 0,
        listId: null,
        message: IMPORT_MESSAGES.interrupted,
        doNotCall: null,
      },
    ]);
  }
  if (failed > 0) deps.logger.warn({ failed }, 'abandoned uploads failed');
  return failed;
}
