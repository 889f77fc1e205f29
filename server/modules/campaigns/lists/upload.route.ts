import express, { type ErrorRequestHandler } from 'express';
import { CSV_ERROR_MESSAGES, type CsvErrorCode, MAX_CSV_BYTES } from '../../../../shared/csv';
import type { AppDeps } from '../../../deps';
import { requireSignedIn, routeHandler, sendRouteError } from '../../../http/signed-in-route';
import { importContactsCsv } from './import-contacts.service';

function csvError(req: express.Request, res: express.Response, code: CsvErrorCode) {
  const status = code === 'too_large' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
  sendRouteError(req, res, status, CSV_ERROR_MESSAGES[code]);
}

/**
 * `POST /api/uploads?fileName=<original name>` with the raw file as the body. Signed-in only;
 * the body is read up to MAX_CSV_BYTES and refused beyond it, never buffered whole.
 */
export function createUploadRouter(deps: AppDeps): express.Router {
  const router = express.Router();

  const readBody = express.raw({ type: () => true, limit: MAX_CSV_BYTES });

  router.post(
    '/',
    requireSignedIn(deps),
    readBody,
    routeHandler(async (req, res, user) => {
      const bytes: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const fileName = typeof req.query.fileName === 'string' ? req.query.fileName : '';
      const result = await importContactsCsv(deps, { accountId: user.accountId, fileName, bytes });
      if (!result.ok) {
        csvError(req, res, result.code);
        return;
      }
      res.status(201).json({ list: result.list });
    }),
  );

  router.use(((error, req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.too.large') return csvError(req, res, 'too_large');
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return csvError(req, res, 'read_error');
    }
    next(error);
  }) satisfies ErrorRequestHandler);

  return router;
}
