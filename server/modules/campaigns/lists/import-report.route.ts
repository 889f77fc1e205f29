import express from 'express';
import { z } from 'zod';
import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import { importReportCsv } from '../../../../shared/phone/import-report-csv';
import { userFromRequest } from '../../../auth/request-user';
import type { AppDeps } from '../../../deps';
import { importReportRows } from './import-report.repository';

const ListIdParam = z.uuid();

/** `GET /api/lists/:listId/import-report.csv`: the rows an import rejected, as a download. */
export function createImportReportRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  router.get('/:listId/import-report.csv', async (req, res) => {
    const user = await userFromRequest(req, deps);
    if (!user) {
      res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'You need to sign in.' } });
      return;
    }
    const listId = ListIdParam.safeParse(req.params.listId);
    const rows = listId.success
      ? await importReportRows(deps.db, user.accountId, listId.data)
      : null;
    if (!rows) {
      res.status(404).json({ error: { code: 'NOT_FOUND', message: DIALER_MESSAGES.listNotFound } });
      return;
    }
    res.status(200).type('text/csv').attachment('import-report.csv').send(importReportCsv(rows));
  });
  return router;
}
