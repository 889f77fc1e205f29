import { once } from 'node:events';
import { Router } from 'express';
import { csvLine } from '../../../../shared/csv/csv-cell';
import type { AppDeps } from '../../../deps';
import { signedInRoute } from '../../../http/signed-in-route';
import { numbersAfter } from './do-not-call.repository';

export const DNC_CSV_HEADER = ['phone_number', 'source', 'added_at'] as const;
const BATCH = 5_000;

/** GET /api/do-not-call/export.csv: the account's do-not-call list, streamed in number order. */
export function createDoNotCallExportRouter(deps: AppDeps): Router {
  const router = Router();
  router.get(
    '/export.csv',
    signedInRoute(deps, async (_req, res, user) => {
      const day = new Date().toISOString().slice(0, 10);
      res.status(200).type('text/csv').attachment(`do-not-call-${day}.csv`);
      res.set('cache-control', 'no-store');
      res.write(csvLine(DNC_CSV_HEADER));
      let after: string | null = null;
      for (;;) {
        const rows = await numbersAfter(deps.db, user.accountId, after, BATCH);
        const text = rows
          .map((row) => csvLine([row.phone_number, row.source, row.created_at.toISOString()]))
          .join('');
        if (text && !res.write(text)) await once(res, 'drain');
        if (rows.length < BATCH) break;
        after = rows.at(-1)!.phone_number;
      }
      res.end();
    }),
  );
  return router;
}
