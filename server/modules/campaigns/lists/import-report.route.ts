import express from 'express';
import { z } from 'zod';
import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import { importReportCsv } from '../../../../shared/phone/import-report-csv';
import type { AppDeps } from '../../../deps';
import { NotFoundError } from '../../../errors';
import { signedInRoute } from '../../../http/signed-in-route';
import { importReportRows } from './import-report.repository';

const ListIdParam = z.uuid();

/** `GET /api/lists/:listId/import-report.csv`: the rows an import rejected, as a download. */
export function createImportReportRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  router.get(
    '/:listId/import-report.csv',
    signedInRoute(deps, async (req, res, user) => {
      const listId = ListIdParam.safeParse(req.params.listId);
      const rows = listId.success
        ? await importReportRows(deps.db, user.accountId, listId.data)
        : null;
      if (!rows) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
      res.status(200).type('text/csv').attachment('import-report.csv').send(importReportCsv(rows));
    }),
  );
  return router;
}
