import { once } from 'node:events';
import { Router } from 'express';
import type { z } from 'zod';
import { TimeZoneSchema } from '../../../shared/calls/call-log-inputs';
import { LeadFiltersSchema } from '../../../shared/leads/pipeline';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { signedInRoute } from '../../http/signed-in-route';
import { writeLeadsCsv } from './leads-csv';

const LeadsExportQuery = LeadFiltersSchema.extend({ timeZone: TimeZoneSchema.optional() });

/**
 * GET /api/leads/export.csv?stage&tag&search&timeZone: the signed-in account's leads under the
 * Leads page's filters, as a CSV streamed batch by batch from the database.
 */
export function createLeadsExportRouter(deps: AppDeps): Router {
  const router = Router();
  router.get(
    '/export.csv',
    signedInRoute(deps, async (req, res, user) => {
      const query = LeadsExportQuery.safeParse(req.query);
      if (!query.success) {
        throw new BadInputError(query.error.issues[0]?.message ?? 'Invalid filters');
      }
      const { timeZone, ...filters } = query.data;
      const day = new Date().toISOString().slice(0, 10);
      res.status(200).type('text/csv').attachment(`pipeline-${day}.csv`);
      res.set('cache-control', 'no-store');
      let closed = false;
      res.on('close', () => {
        closed = true;
      });
      try {
        await writeLeadsCsv(deps.db, user.accountId, filters, timeZone ?? 'UTC', async (chunk) => {
          if (closed) return false;
          if (!res.write(chunk)) await once(res, 'drain');
          return !closed;
        });
        res.end();
      } catch (error) {
        deps.logger.error({ err: error, requestId: req.id }, 'pipeline export failed');
        res.destroy();
      }
    }),
  );
  return router;
}

export type LeadsExportQuery = z.infer<typeof LeadsExportQuery>;
