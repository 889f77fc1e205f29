import express from 'express';
import { CSV_ERROR_MESSAGES, MAX_CSV_BYTES } from '../../../../shared/csv';
import type { AppDeps } from '../../../deps';
import { requireSignedIn, routeHandler, sendRouteError } from '../../../http/signed-in-route';
import { countedRequestBody, refusedBody } from '../../../imports/request-body';
import { importContactsStream } from './import-contacts.service';

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
 * the body streams into the import as it arrives (never buffered whole) and is refused beyond
 * MAX_CSV_BYTES.
 */
export function createUploadRouter(deps: AppDeps): express.Router {
  const router = express.Router();

  router.post(
    '/',
    requireSignedIn(deps),
    routeHandler(async (req, res, user) => {
      const fileName = typeof req.query.fileName === 'string' ? req.query.fileName : '';
      const refused = refusedBody(req, MAX_CSV_BYTES);
      if (refused) return refuse(req, res, refused, CSV_ERROR_MESSAGES[refused]);
      const body = countedRequestBody(req, MAX_CSV_BYTES);
      const result = await importContactsStream(deps, {
        accountId: user.accountId,
        fileName,
        body: body.chunks,
      });
      if (!result.ok) {
        const tooLarge =
          result.code === 'too_large' || (result.code !== 'read_error' && (await body.overCap()));
        if (tooLarge) return refuse(req, res, 'too_large', CSV_ERROR_MESSAGES.too_large);
        return refuse(req, res, result.code, result.message);
      }
      res.status(201).json({ list: result.list });
    }),
  );

  return router;
}
