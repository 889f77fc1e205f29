import type { RequestHandler } from 'express';
import { REQUESTED_WITH_HEADER } from '../../shared/http';
import { INPUT_MESSAGES } from '../../shared/validation/input-limits';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A form or `text/plain` POST from another origin is a "simple" request: the browser sends it
 * with cookies and no preflight. State-changing requests must therefore be JSON or carry a
 * custom header, which another origin cannot send without a preflight this app never allows.
 */
export const requireNonSimpleRequest: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'application/json' || req.get(REQUESTED_WITH_HEADER)) return next();
  res.status(415).json({
    error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: INPUT_MESSAGES.unsupportedContentType },
  });
};
