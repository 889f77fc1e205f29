import express, { type Request, type Response } from 'express';
import type { AppDeps } from '../../../deps';
import { BadInputError } from '../../../errors';
import { sendRouteError } from '../../../http/signed-in-route';
import { requireNonSimpleRequest } from '../../../security/state-change-guard';
import { type AdminLocals, requireAdmin } from '../../admin/require-admin';
import { importHailFile } from './hail-import.service';

function contentLength(req: Request): number | null {
  const length = Number(req.get('content-length'));
  return Number.isSafeInteger(length) && length > 0 ? length : null;
}

/**
 * `POST /api/admin/hail-imports?fileName=<name>` with an NCEI details file (.csv or .csv.gz) or
 * an SPC `YYMMDD_rpts_hail.csv` as the raw body. Admins only. The body is streamed into the
 * archive as it arrives (never buffered whole); the answer is the import's counts.
 */
export function createHailImportRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  router.use(requireNonSimpleRequest, requireAdmin(deps));
  router.post('/', async (req: Request, res: Response) => {
    const raw = typeof req.query.fileName === 'string' ? req.query.fileName : '';
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes
    const fileName = raw.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300);
    const { user } = res.locals as AdminLocals;
    try {
      const summary = await importHailFile(deps.db, {
        fileName,
        bytesTotal: contentLength(req),
        body: req,
        userId: user.id,
        maxBytes: deps.config.hailArchive.maxImportBytes,
      });
      await deps.queues.add('storm-alerts', { importId: summary.id });
      res.status(201).json(summary);
    } catch (error) {
      if (!(error instanceof BadInputError)) throw error;
      req.resume();
      const status = error.message.includes(' MB ') ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      sendRouteError(req, res, status, error.message);
    }
  });
  return router;
}
