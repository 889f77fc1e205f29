import express, { type ErrorRequestHandler } from 'express';
import { z } from 'zod';
import { KNOWLEDGE_MESSAGES, MAX_DOCUMENT_BYTES } from '../../../shared/knowledge/knowledge-rules';
import { DocumentUploadQuerySchema } from '../../../shared/knowledge/knowledge-schema';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError } from '../../errors';
import { requireSignedIn, routeHandler, sendRouteError } from '../../http/signed-in-route';
import { saveDocument } from './document-upload.service';
import { findKnowledgeFile } from './knowledge.repository';

const ItemId = z.uuid();

/**
 * Knowledge-base files, signed-in only:
 * - `POST /api/knowledge/documents?fileName=&title=&agentId=` with the raw file as the body;
 * - `PUT /api/knowledge/:id/file?...` replaces a document's file;
 * - `GET /api/knowledge/:id/file` downloads it again.
 * Bodies are read up to MAX_DOCUMENT_BYTES and refused beyond it. A service's refusal answers in
 * tRPC's error shape with its catalogued message.
 */
export function createKnowledgeRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  const readBody = express.raw({ type: () => true, limit: MAX_DOCUMENT_BYTES });

  const save = (idOf: (req: express.Request) => string | null | undefined) =>
    routeHandler(async (req, res, user) => {
      const id = idOf(req);
      if (id === undefined) throw new NotFoundError(KNOWLEDGE_MESSAGES.notFound);
      const query = DocumentUploadQuerySchema.safeParse(req.query);
      if (!query.success) {
        throw new BadInputError(query.error.issues[0]?.message ?? KNOWLEDGE_MESSAGES.selectFile);
      }
      const bytes: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const item = await saveDocument(deps, user.accountId, { id, ...query.data, bytes });
      res.status(id ? 200 : 201).json({ item });
    });

  router.post(
    '/documents',
    requireSignedIn(deps),
    readBody,
    save(() => null),
  );
  router.put(
    '/:id/file',
    requireSignedIn(deps),
    readBody,
    save((req) => {
      const id = ItemId.safeParse(req.params.id);
      return id.success ? id.data : undefined;
    }),
  );

  router.get(
    '/:id/file',
    requireSignedIn(deps),
    routeHandler(async (req, res, user) => {
      const id = ItemId.safeParse(req.params.id);
      const file = id.success ? await findKnowledgeFile(deps.db, user.accountId, id.data) : null;
      if (!file) throw new NotFoundError(KNOWLEDGE_MESSAGES.notFound);
      res
        .status(200)
        .type(file.mime_type ?? 'application/octet-stream')
        .attachment(file.file_name ?? 'document')
        .send(file.bytes);
    }),
  );

  router.use(((error, req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.too.large') {
      return sendRouteError(req, res, 'PAYLOAD_TOO_LARGE', KNOWLEDGE_MESSAGES.tooLarge);
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendRouteError(req, res, 'BAD_REQUEST', KNOWLEDGE_MESSAGES.readError);
    }
    next(error);
  }) satisfies ErrorRequestHandler);

  return router;
}
