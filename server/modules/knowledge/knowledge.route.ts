import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { z } from 'zod';
import { KNOWLEDGE_MESSAGES, MAX_DOCUMENT_BYTES } from '../../../shared/knowledge/knowledge-rules';
import { DocumentUploadQuerySchema } from '../../../shared/knowledge/knowledge-schema';
import { userFromRequest } from '../../auth/request-user';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import {
  BadInputError,
  DomainError,
  NotFoundError,
  RateLimitedError,
  TooLargeError,
} from '../../errors';
import { saveDocument } from './document-upload.service';
import { findKnowledgeFile } from './knowledge.repository';

type Locals = { user: SessionUser };
const ItemId = z.uuid();

function fail(res: express.Response, status: number, code: string, message: string) {
  res.status(status).json({ error: { code, message } });
}

/** The HTTP status of a service's refusal; anything else is left to the app's 500 handler. */
function refusal(error: unknown): [number, string] | null {
  if (error instanceof TooLargeError) return [413, 'TOO_LARGE'];
  if (error instanceof RateLimitedError) return [429, 'TOO_MANY_REQUESTS'];
  if (error instanceof NotFoundError) return [404, 'NOT_FOUND'];
  if (error instanceof BadInputError) return [400, 'BAD_REQUEST'];
  return null;
}

/**
 * Knowledge-base files, signed-in only:
 * - `POST /api/knowledge/documents?fileName=&title=&agentId=` with the raw file as the body;
 * - `PUT /api/knowledge/:id/file?...` replaces a document's file;
 * - `GET /api/knowledge/:id/file` downloads it again.
 * Bodies are read up to MAX_DOCUMENT_BYTES and refused beyond it.
 */
export function createKnowledgeRouter(deps: AppDeps): express.Router {
  const router = express.Router();

  const authenticate: RequestHandler = async (req, res, next) => {
    const user = await userFromRequest(req, deps);
    if (!user) return fail(res, 401, 'UNAUTHENTICATED', 'You need to sign in.');
    (res.locals as Locals).user = user;
    next();
  };
  const readBody = express.raw({ type: () => true, limit: MAX_DOCUMENT_BYTES });

  const save =
    (idOf: (req: express.Request) => string | null | undefined): RequestHandler =>
    async (req, res, next) => {
      const { user } = res.locals as Locals;
      const id = idOf(req);
      if (id === undefined) return fail(res, 404, 'NOT_FOUND', KNOWLEDGE_MESSAGES.notFound);
      const query = DocumentUploadQuerySchema.safeParse(req.query);
      if (!query.success) {
        const message = query.error.issues[0]?.message ?? KNOWLEDGE_MESSAGES.selectFile;
        return fail(res, 400, 'BAD_REQUEST', message);
      }
      const bytes: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const item = await saveDocument(deps, user.accountId, { id, ...query.data, bytes });
        res.status(id ? 200 : 201).json({ item });
      } catch (error) {
        const known = refusal(error);
        if (!known || !(error instanceof DomainError)) return next(error);
        fail(res, known[0], known[1], error.message);
      }
    };

  router.post(
    '/documents',
    authenticate,
    readBody,
    save(() => null),
  );
  router.put(
    '/:id/file',
    authenticate,
    readBody,
    save((req) => {
      const id = ItemId.safeParse(req.params.id);
      return id.success ? id.data : undefined;
    }),
  );

  router.get('/:id/file', authenticate, async (req, res) => {
    const { user } = res.locals as Locals;
    const id = ItemId.safeParse(req.params.id);
    const file = id.success ? await findKnowledgeFile(deps.db, user.accountId, id.data) : null;
    if (!file) return fail(res, 404, 'NOT_FOUND', KNOWLEDGE_MESSAGES.notFound);
    res
      .status(200)
      .type(file.mime_type ?? 'application/octet-stream')
      .attachment(file.file_name ?? 'document')
      .send(file.bytes);
  });

  router.use(((error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.too.large') {
      return fail(res, 413, 'TOO_LARGE', KNOWLEDGE_MESSAGES.tooLarge);
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return fail(res, 400, 'BAD_REQUEST', KNOWLEDGE_MESSAGES.readError);
    }
    next(error);
  }) satisfies ErrorRequestHandler);

  return router;
}
