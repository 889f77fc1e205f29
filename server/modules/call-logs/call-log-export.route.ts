import { once } from 'node:events';
import { Router } from 'express';
import { CallLogExportQuery } from '../../../shared/calls/call-log-inputs';
import { userFromRequest } from '../../auth/request-user';
import type { AppDeps } from '../../deps';
import { writeCallLogCsv } from './call-log-csv';

/**
 * GET /api/calls/export.csv?listId&status&agentId&from&to&timeZone: the signed-in user's
 * account's call log under those filters, as a CSV streamed page by page from the database.
 */
export function createCallLogExportRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/export.csv', async (req, res) => {
    const user = await userFromRequest(req, deps);
    if (!user) {
      res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'You need to sign in.' } });
      return;
    }
    const query = CallLogExportQuery.safeParse(req.query);
    if (!query.success) {
      const message = query.error.issues[0]?.message ?? 'Invalid filters';
      res.status(400).json({ error: { code: 'BAD_REQUEST', message } });
      return;
    }
    const { timeZone, ...filters } = query.data;
    const day = new Date().toISOString().slice(0, 10);
    res.status(200).type('text/csv').attachment(`call-logs-${day}.csv`);
    res.set('cache-control', 'no-store');
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    try {
      await writeCallLogCsv(deps.db, user.accountId, filters, timeZone ?? 'UTC', async (chunk) => {
        if (closed) return false;
        if (!res.write(chunk)) await once(res, 'drain');
        return !closed;
      });
      res.end();
    } catch (error) {
      deps.logger.error({ err: error, requestId: req.id }, 'call log export failed');
      res.destroy();
    }
  });
  return router;
}
