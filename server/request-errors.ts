import type { ErrorRequestHandler, RequestHandler } from 'express';
import { INPUT_MESSAGES } from '../shared/validation/input-limits';
import type { AppDeps } from './deps';

function refuse(res: Parameters<RequestHandler>[1], status: number, message: string) {
  res.status(status).json({ error: { code: 'BAD_REQUEST', message } });
}

/**
 * Before any route: a path whose percent escapes do not decode, or that decodes to a NUL, is a
 * 400 here, so no router's own error handler mistakes it for an unreadable body.
 */
export const refuseMalformedPath: RequestHandler = (req, res, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    return refuse(res, 400, INPUT_MESSAGES.malformedUrl);
  }
  if (decoded.includes('\u0000')) return refuse(res, 400, INPUT_MESSAGES.controlCharacters);
  next();
};

/**
 * The app's last handler. A path whose percent escapes do not decode (the router throws a
 * URIError with status 400) and other client errors Express reports keep their 4xx status with a
 * catalogued message; anything else is logged and answered 500 without its text.
 */
export function answerRequestErrors(deps: AppDeps): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!clientError) deps.logger.error({ err: error, requestId: req.id }, 'request failed');
    if (res.headersSent) return;
    if (error instanceof URIError) return refuse(res, 400, INPUT_MESSAGES.malformedUrl);
    if (clientError) return refuse(res, status, INPUT_MESSAGES.invalidRequest);
    res.status(500).json({
      error: { code: 'INTERNAL', message: INPUT_MESSAGES.unexpectedError, requestId: req.id },
    });
  };
}
