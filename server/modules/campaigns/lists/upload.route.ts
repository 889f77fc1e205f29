import express from 'express';
import type { AppDeps } from '../../../deps';
import { requireSignedIn, routeHandler } from '../../../http/signed-in-route';
import { receiveUpload, refuseUpload } from '../../../imports/receive-upload';
import { refusalInHead } from '../../../imports/streaming-import';
import { contactColumnsOf } from './contacts-import-sink';
import { importContactsStream } from './import-contacts.service';

/** A wrong header in a large file's first part is refused at upload. */
async function checkContactsHead(head: readonly Uint8Array[]) {
  const refusal = await refusalInHead(head, (header) => {
    contactColumnsOf(header);
    return false;
  });
  if (refusal) throw refusal;
}

/**
 * `POST /api/uploads?fileName=<original name>` with the raw file as the body. Signed-in only;
 * refused beyond MAX_CSV_BYTES, never buffered whole. A small file is imported at once (201 with
 * the list); a larger one is stored for the worker (202 with its import's id), whose progress
 * and outcome arrive as `import.progress` events.
 */
export function createUploadRouter(deps: AppDeps): express.Router {
  const router = express.Router();

  router.post(
    '/',
    requireSignedIn(deps),
    routeHandler(async (req, res, user) => {
      const kind = 'contacts';
      const upload = await receiveUpload(deps, req, res, {
        user,
        kind,
        checkHead: checkContactsHead,
      });
      if (!upload) return;
      const result = await importContactsStream(deps, {
        accountId: user.accountId,
        fileName: upload.fileName,
        body: upload.bytes,
      });
      if (!result.ok) return refuseUpload(req, res, result.code, result.message);
      res.status(201).json({ list: result.list });
    }),
  );

  return router;
}
