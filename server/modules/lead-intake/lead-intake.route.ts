import { createHash } from 'node:crypto';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { waitText } from '../../../shared/format/wait-text';
import {
  LEAD_BODY_MAX_BYTES,
  LeadBody,
  leadFieldErrors,
} from '../../../shared/lead-intake/lead-body';
import { LEAD_INTAKE_MESSAGES } from '../../../shared/lead-intake/lead-intake-messages';
import { INPUT_MESSAGES } from '../../../shared/validation/input-limits';
import { findUnstorableText } from '../../../shared/validation/unicode-text';
import type { AppDeps } from '../../deps';
import { BadInputError, TooLargeError } from '../../errors';
import { answerRouteError } from '../../http/signed-in-route';
import { consumeLimits } from '../auth/rate-limits';
import { intakeLead } from './lead-intake.service';
import { LEAD_INTAKE_OPENAPI } from './lead-intake-openapi';
import { authenticateLeadToken, type IntakeToken } from './lead-tokens.service';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

type Locals = { token: IntakeToken };

/**
 * The public API: `POST /api/v1/leads` (a lead intake token as bearer; token, then rate limit,
 * then the body) and `GET /api/v1/openapi.json`. Errors answer in tRPC's shape, as every route.
 */
export function createPublicApiRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(LEAD_INTAKE_OPENAPI);
  });
  const authorize: RequestHandler = async (req, res, next) => {
    try {
      const token = await authenticateLeadToken(deps, req.get('authorization'));
      await consumeLimits(deps, [['leadIntakeToken', token.id]], (ms) =>
        LEAD_INTAKE_MESSAGES.rateLimited(waitText(ms)),
      );
      (res.locals as Locals).token = token;
      next();
    } catch (error) {
      answerRouteError(req, res, next, error);
    }
  };
  const intake: RequestHandler = async (req, res, next) => {
    try {
      const post = leadPostOf(req);
      const answer = await intakeLead(deps, (res.locals as Locals).token, post);
      res.status(201).json(answer);
    } catch (error) {
      answerRouteError(req, res, next, error);
    }
  };
  const readBody = express.raw({ type: () => true, limit: LEAD_BODY_MAX_BYTES });
  router.post('/leads', authorize, readBody, intake);
  router.use(answerBodyError);
  return router;
}

/** The validated body, its hash (what an Idempotency-Key is held to) and the key. */
function leadPostOf(req: Request) {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const key = req.get('idempotency-key') ?? null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    throw new BadInputError(LEAD_INTAKE_MESSAGES.idempotencyKeyInvalid);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new BadInputError(INPUT_MESSAGES.invalidJson);
  }
  const unstorable = findUnstorableText(json);
  if (unstorable) {
    throw new BadInputError(LEAD_INTAKE_MESSAGES.invalidBody, {
      [unstorable.join('.') || '(body)']: [INPUT_MESSAGES.controlCharacters],
    });
  }
  const parsed = LeadBody.safeParse(json);
  if (!parsed.success) {
    throw new BadInputError(LEAD_INTAKE_MESSAGES.invalidBody, leadFieldErrors(parsed.error));
  }
  const bodyHash = createHash('sha256').update(raw).digest();
  return { body: parsed.data, bodyHash, idempotencyKey: key };
}

/** A body the reader refused: too large (413) or unreadable (400), with a catalogued message. */
function answerBodyError(error: unknown, req: Request, res: Response, next: NextFunction) {
  const status = (error as { status?: unknown }).status;
  if (status === 413)
    return answerRouteError(req, res, next, new TooLargeError(LEAD_INTAKE_MESSAGES.tooLarge));
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return answerRouteError(req, res, next, new BadInputError(INPUT_MESSAGES.invalidRequest));
  }
  next(error);
}
