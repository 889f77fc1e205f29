import type { Request, Response } from 'express';
import { CSV_ERROR_MESSAGES, MAX_CSV_BYTES } from '../../shared/csv';
import type { SessionUser } from '../auth/session-user';
import type { FileImportKind } from '../db/tables/imports';
import type { AppDeps } from '../deps';
import { sendRouteError } from '../http/signed-in-route';
import { ImportFailure } from './import-failure';
import { countedRequestBody, refusedBody } from './request-body';
import { type HeadCheck, type Intake, takeUpload } from './upload-intake';

const FILE_NAME_MAX = 255;

/** The name as shown: no control characters (NUL cannot be stored), bounded. */
export function cleanFileName(fileName: string): string {
  return fileName
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, FILE_NAME_MAX);
}

/** Answers a refused upload in tRPC's error shape with its catalogued message. */
export function refuseUpload(req: Request, res: Response, code: string, message: string) {
  if (code === 'too_large') {
    // The rest of the body is not read: close the connection rather than drain it.
    res.setHeader('Connection', 'close');
    return sendRouteError(req, res, 'PAYLOAD_TOO_LARGE', message);
  }
  sendRouteError(req, res, 'BAD_REQUEST', message);
}

/**
 * The steps every file upload route shares (`?fileName=` and the raw file as the body): the name
 * must end in .csv, the body is counted against MAX_CSV_BYTES as it arrives, a small file comes
 * back whole for the route to import at once; a large one is stored and queued for the worker
 * (answered 202 with its import's id here). Returns null when the answer is already sent.
 */
export async function receiveUpload(
  deps: Pick<AppDeps, 'db' | 'queues' | 'config'>,
  req: Request,
  res: Response,
  input: { user: SessionUser; kind: FileImportKind; checkHead: HeadCheck },
): Promise<{ fileName: string; bytes: Uint8Array[] } | null> {
  const fileName = cleanFileName(typeof req.query.fileName === 'string' ? req.query.fileName : '');
  if (!fileName.toLowerCase().endsWith('.csv')) {
    refuseUpload(req, res, 'not_csv', CSV_ERROR_MESSAGES.not_csv);
    return null;
  }
  const refused = refusedBody(req, MAX_CSV_BYTES);
  if (refused) {
    refuseUpload(req, res, refused, CSV_ERROR_MESSAGES[refused]);
    return null;
  }
  let intake: Intake;
  try {
    intake = await takeUpload(
      deps.db,
      countedRequestBody(req, MAX_CSV_BYTES).chunks,
      { accountId: input.user.accountId, kind: input.kind, fileName, addedBy: input.user.id },
      deps.config.imports.inlineMaxBytes,
      input.checkHead,
    );
  } catch (error) {
    if (!(error instanceof ImportFailure)) throw error;
    refuseUpload(req, res, error.code, error.message);
    return null;
  }
  if ('inline' in intake) return { fileName, bytes: intake.inline };
  await deps.queues.add('file-import', { importId: intake.spooled });
  res.status(202).json({ import: { id: intake.spooled, fileName, state: 'importing' } });
  return null;
}
