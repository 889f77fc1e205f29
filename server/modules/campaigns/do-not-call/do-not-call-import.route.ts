import express from 'express';
import type { AppDeps } from '../../../deps';
import { requireSignedIn, routeHandler } from '../../../http/signed-in-route';
import { receiveUpload, refuseUpload } from '../../../imports/receive-upload';
import { refusalInHead } from '../../../imports/streaming-import';
import { importDoNotCallStream } from './do-not-call-import.service';

/** A do-not-call file's first part: any header is fine, only the shared CSV rules apply. */
async function checkDoNotCallHead(head: readonly Uint8Array[]) {
  const refusal = await refusalInHead(head, () => false);
  if (refusal) throw refusal;
}

/**
 * `POST /api/do-not-call/imports?fileName=<name>.csv` with the raw file as the body: its numbers
 * go on the account's do-not-call list through the streaming importer; a small file at once
 * (200 with the counts), a large one in the worker (202; `import.progress` events).
 */
export function createDoNotCallImportRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  router.post(
    '/',
    requireSignedIn(deps),
    routeHandler(async (req, res, user) => {
      const kind = 'do-not-call';
      const upload = await receiveUpload(deps, req, res, {
        user,
        kind,
        checkHead: checkDoNotCallHead,
      });
      if (!upload) return;
      const done = await importDoNotCallStream(deps, {
        accountId: user.accountId,
        addedBy: user.id,
        body: upload.bytes,
      });
      if (!done.ok) return refuseUpload(req, res, done.code, done.message);
      res.status(200).json({ result: done.result });
    }),
  );
  return router;
}
