import { once } from 'node:events';
import { Router } from 'express';
import { CallLogExportQuery } from '../../../shared/calls/call-log-inputs';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { signedInRoute } from '../../http/signed-in-route';
import { writeCallLogCsv } from './call-log-csv';

/**
 * GET /api/calls/export.csv?listId&status&agentId&kind&from&to&timeZone: the signed-in user's
 * account's call log under those filters, as a CSV streamed page by page from the database.
 */
export function createCallLogExportRouter(deps: AppDeps): Router {
  const router = Router();
  router.get(
    '/export.csv',
    signedInRoute(deps, async (req, res, user) => {
      const query = CallLogExportQuery.safeParse(req.query);
      if (!query.success) {
        throw new BadInputError(query.error.issues[0]?.message ?? 'Invalid filters');
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
        await writeCallLogCsv(
          deps.db,
          user.accountId,
          filters,
          timeZone ?? 'UTC',
          async (chunk) => {
            if (closed) return false;
            if (!res.write(chunk)) await once(res, 'drain');
            return !closed;
          },
        );
        res.end();
      } catch (error) {
        deps.logger.error({ err: error, requestId: req.id }, 'call log export failed');
        res.destroy();
      }
    }),
  );
  return router;
}
