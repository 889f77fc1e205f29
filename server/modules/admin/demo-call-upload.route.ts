import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import { DemoCallIdSchema, DemoCallUploadQuerySchema } from '../../../shared/admin/admin-schemas';
import { checkDemoAudio, MAX_DEMO_AUDIO_BYTES } from '../../../shared/admin/demo-call-audio';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors';
import { sendRouteError } from '../../http/signed-in-route';
import { requireNonSimpleRequest } from '../../security/state-change-guard';
import { addDemoCall, replaceDemoCallAudio } from './landing-content.service';
import { requireAdmin } from './require-admin';

const CODE_OF_STATUS = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

function fail(req: Request, res: Response, status: keyof typeof CODE_OF_STATUS, message: string) {
  sendRouteError(req, res, CODE_OF_STATUS[status], message);
}

/** The audio in the body, or a response already sent explaining why it is refused. */
function audioFrom(req: Request, res: Response) {
  const bytes: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const check = checkDemoAudio(req.get('content-type') ?? '', bytes);
  if (!check.ok) {
    fail(req, res, check.status, check.message);
    return null;
  }
  return { bytes, contentType: check.contentType };
}

/**
 * Admins upload demo-call recordings as the raw request body (its Content-Type the audio type):
 * `POST /api/admin/demo-calls?title=&description=&displayOrder=` adds one,
 * `PUT /api/admin/demo-calls/:id/audio` replaces its recording. Read up to the cap, never beyond.
 */
export function createDemoCallUploadRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  router.use(requireNonSimpleRequest, requireAdmin(deps));
  const readAudio = express.raw({ type: () => true, limit: MAX_DEMO_AUDIO_BYTES });

  router.post('/', readAudio, async (req, res) => {
    const details = DemoCallUploadQuerySchema.safeParse(req.query);
    if (!details.success) {
      const { fieldErrors } = z.flattenError(details.error);
      const first = Object.values(fieldErrors).flat()[0] ?? ADMIN_MESSAGES.titleRequired;
      return fail(req, res, 400, first);
    }
    const audio = audioFrom(req, res);
    if (!audio) return;
    const id = await addDemoCall(deps, details.data, audio);
    res.status(201).json({ id });
  });

  router.put('/:id/audio', readAudio, async (req, res) => {
    const params = DemoCallIdSchema.safeParse(req.params);
    if (!params.success) return fail(req, res, 404, ADMIN_MESSAGES.demoCallNotFound);
    const audio = audioFrom(req, res);
    if (!audio) return;
    try {
      await replaceDemoCallAudio(deps, params.data.id, audio);
    } catch (error) {
      if (error instanceof NotFoundError) return fail(req, res, 404, error.message);
      throw error;
    }
    res.json({ id: params.data.id });
  });

  router.use(((error, req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.too.large') return fail(req, res, 413, ADMIN_MESSAGES.audioTooLarge);
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return fail(req, res, 400, ADMIN_MESSAGES.audioUnreadable);
    }
    next(error);
  }) satisfies ErrorRequestHandler);

  return router;
}
