import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { userFromRequest } from '../auth/request-user';
import type { SessionUser } from '../auth/session-user';
import type { AppDeps } from '../deps';
import { DomainError } from '../errors';
import { trpcErrorBody, trpcErrorOf } from '../trpc';

const SIGN_IN_MESSAGE = 'You need to sign in.';

/** Answers an error in tRPC's shape and status, as every signed-in route does. */
export function sendRouteError(
  req: Request,
  res: Response,
  code: TRPC_ERROR_CODE_KEY,
  message: string,
): void {
  const error = new TRPCError({ code, message });
  res.status(getHTTPStatusCodeFromError(error)).json(trpcErrorBody(error, req.baseUrl + req.path));
}

type Locals = { user: SessionUser };

/** Signed-in only: 401 in tRPC's error shape to anyone else, before any body is read. */
export function requireSignedIn(
  deps: Pick<AppDeps, 'db' | 'config' | 'sessionCache'>,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const user = await userFromRequest(req, deps);
      if (!user) return sendRouteError(req, res, 'UNAUTHORIZED', SIGN_IN_MESSAGE);
      (res.locals as Locals).user = user;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The handler of a route behind `requireSignedIn`: gets the user (its account scopes every
 * query); a domain error a service throws answers in tRPC's shape with its catalogued message;
 * anything else goes to the app's last handler.
 */
export function routeHandler(
  handler: (req: Request, res: Response, user: SessionUser) => Promise<void> | void,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await handler(req, res, (res.locals as Locals).user);
    } catch (error) {
      answerRouteError(req, res, next, error);
    }
  };
}

/**
 * A plain route's failure: a domain error answers in tRPC's shape and status with its catalogued
 * message (and field errors); anything else goes to the app's last handler.
 */
export function answerRouteError(req: Request, res: Response, next: NextFunction, error: unknown) {
  if (res.headersSent) return void res.destroy();
  if (!(error instanceof DomainError)) return next(error);
  const trpcError = trpcErrorOf(error);
  res
    .status(getHTTPStatusCodeFromError(trpcError))
    .json(trpcErrorBody(trpcError, req.baseUrl + req.path));
}

/** A plain Express route for the signed-in user only (see requireSignedIn and routeHandler). */
export function signedInRoute(
  deps: Pick<AppDeps, 'db' | 'config' | 'sessionCache'>,
  handler: (req: Request, res: Response, user: SessionUser) => Promise<void> | void,
): RequestHandler[] {
  return [requireSignedIn(deps), routeHandler(handler)];
}
