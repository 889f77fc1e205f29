import { once } from 'node:events';
import { type Response, Router } from 'express';
import { EVIDENCE_MESSAGES } from '../../../../shared/dialer/evidence-pack';
import type { AppDeps } from '../../../deps';
import { BadInputError } from '../../../errors';
import { signedInRoute } from '../../../http/signed-in-route';
import { dialsPageOf, evidenceHistoryOf, evidenceNumber } from './evidence-pack.service';

const BATCH = 2_000;

/** Writes and waits for the client to take it; false once the client has gone. */
async function write(res: Response, text: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (!res.write(text)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  return !res.destroyed;
}

/**
 * GET /api/evidence/<number>.json: the number's whole evidence pack as one JSON document, its
 * dial records streamed page by page (newest first), so a number with very many stays bounded.
 */
export function createEvidenceDownloadRouter(deps: AppDeps): Router {
  const router = Router();
  router.get(
    '/:file',
    signedInRoute(deps, async (req, res, user) => {
      const file = String(req.params.file);
      if (!file.endsWith('.json')) throw new BadInputError(EVIDENCE_MESSAGES.invalidNumber);
      const number = await evidenceNumber(deps, user, file.slice(0, -'.json'.length));
      const history = await evidenceHistoryOf(deps, user.accountId, number);
      res.status(200).type('application/json').attachment(`evidence-${number}.json`);
      res.set('cache-control', 'no-store');
      const head = JSON.stringify(history);
      let open = await write(res, `${head.slice(0, -1)},"dials":[`);
      let before: number | null = null;
      let first = true;
      while (open) {
        const page = await dialsPageOf(deps, user.accountId, number, before, BATCH);
        const text = page.records.map((record) => JSON.stringify(record)).join(',');
        if (text) open = await write(res, first ? text : `,${text}`);
        first &&= !text;
        before = page.nextBefore;
        if (before === null) break;
      }
      if (open) res.end(']}');
    }),
  );
  return router;
}
