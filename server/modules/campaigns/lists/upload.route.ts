import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { CSV_ERROR_MESSAGES, type CsvErrorCode, MAX_CSV_BYTES } from '../../../../shared/csv';
import { userFromRequest } from '../../../auth/request-user';
import type { SessionUser } from '../../../auth/session-user';
import type { AppDeps } from '../../../deps';
import { importContactsCsv } from './import-contacts.service';

type Locals = { user: SessionUser };

function csvError(res: express.Response, code: CsvErrorCode) {
  const status = code === 'too_large' ? 413 : 400;
  res.status(status).json({ error: { code, message: CSV_ERROR_MESSAGES[code] } });
}

/**
 * `POST /api/uploads?fileName=<original name>` with the raw file as the body. Signed-in only;
 * the body is read up to MAX_CSV_BYTES and refused beyond it, never buffered whole.
 */
export function createUploadRouter(deps: AppDeps): express.Router {
  const router = express.Router();

  const authenticate: RequestHandler = async (req, res, next) => {
    const user = await userFromRequest(req, deps);
    if (!user) {
      res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'You need to sign in.' } });
      return;
    }
    (res.locals as Locals).user = user;
    next();
  };

  const readBody = express.raw({ type: () => true, limit: MAX_CSV_BYTES });

  router.post('/', authenticate, readBody, async (req, res) => {
    const { user } = res.locals as Locals;
    const bytes: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const fileName = typeof req.query.fileName === 'string' ? req.query.fileName : '';
    const result = await importContactsCsv(deps, { accountId: user.accountId, fileName, bytes });
    if (!result.ok) {
      csvError(res, result.code);
      return;
    }
    res.status(201).json({ list: result.list });
  });

  router.use(((error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.too.large') return csvError(res, 'too_large');
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return csvError(res, 'read_error');
    }
    next(error);
  }) satisfies ErrorRequestHandler);

  return router;
}
