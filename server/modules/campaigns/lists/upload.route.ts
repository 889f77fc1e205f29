import express from 'express';
import { CSV_ERROR_MESSAGES, MAX_CSV_BYTES } from '../../../../shared/csv';
import type { AppDeps } from '../../../deps';
import { requireSignedIn, routeHandler, sendRouteError } from '../../../http/signed-in-route';
import { ImportFailure } from '../../../imports/import-failure';
import { countedRequestBody, refusedBody } from '../../../imports/request-body';
import { refusalInHead } from '../../../imports/streaming-import';
import { type Intake, takeUpload } from '../../../imports/upload-intake';
import { contactColumnsOf } from './contacts-import-sink';
import { cleanFileName, importContactsStream } from './import-contacts.service';

async function checkContactsHead(head: readonly Uint8Array[]) {
  const refusal = await refusalInHead(head, (header) => {
    contactColumnsOf(header);
    return false;
  });
  if (refusal) throw refusal;
}

function refuse(req: express.Request, res: express.Response, code: string, message: string) {
  if (code === 'too_large') {
    // The rest of the body is not read: close the connection rather than drain it.
    res.setHeader('Connection', 'close');
    return sendRouteError(req, res, 'PAYLOAD_TOO_LARGE', message);
  }
  sendRouteError(req, res, 'BAD_REQUEST', message);
}

/**
 * `POST /api/uploads?fileName=<original name>` with the raw file as the body. Signed-in only;
 * refused beyond MAX_CSV_BYTES, never buffered whole. A small file is imported at once (201 with
 * the list); a larger one is stored for the worker (202 with its import's id), whose progress
 * and outcome arrive as `import.progress` events.
 */
export function createUploadRouter(deps: AppDeps): express.Router {
  const router = express.Router();

  router.post(
    '/',
    requireSignedIn(deps),
    routeHandler(async (req, res, user) => {
      const fileName = cleanFileName(
        typeof req.query.fileName === 'string' ? req.query.fileName : '',
      );
      if (!fileName.toLowerCase().endsWith('.csv')) {
        return refuse(req, res, 'not_csv', CSV_ERROR_MESSAGES.not_csv);
      }
      const refused = refusedBody(req, MAX_CSV_BYTES);
      if (refused) return refuse(req, res, refused, CSV_ERROR_MESSAGES[refused]);
      const body = countedRequestBody(req, MAX_CSV_BYTES);
      let intake: Intake;
      try {
        intake = await takeUpload(
          deps.db,
          body.chunks,
          { accountId: user.accountId, kind: 'contacts', fileName, addedBy: user.id },
          deps.config.imports.inlineMaxBytes,
          checkContactsHead,
        );
      } catch (error) {
        if (error instanceof ImportFailure) return refuse(req, res, error.code, error.message);
        throw error;
      }
      if ('spooled' in intake) {
        await deps.queues.add('file-import', { importId: intake.spooled });
        res.status(202).json({ import: { id: intake.spooled, fileName, state: 'importing' } });
        return;
      }
      const result = await importContactsStream(deps, {
        accountId: user.accountId,
        fileName,
        body: intake.inline,
      });
      if (!result.ok) return refuse(req, res, result.code, result.message);
      res.status(201).json({ list: result.list });
    }),
  );

  return router;
}
