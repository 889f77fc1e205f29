import type { ErrorRequestHandler } from 'express';

/**
 * For webhook routes: a body the raw-body reader refused (too large, unreadable) is answered with
 * its own 4xx status and no body, so the provider sees why; anything else goes on to the app's
 * error handler.
 */
export const answerBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).end();
    return;
  }
  next(error);
};
