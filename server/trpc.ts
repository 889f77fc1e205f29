import { getTRPCErrorShape, initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { INPUT_MESSAGES } from '../shared/validation/input-limits';
import { findUnstorableText } from '../shared/validation/unicode-text';
import { userFromRequest } from './auth/request-user';
import type { SessionUser } from './auth/session-user';
import type { AppDeps } from './deps';
import {
  BadGatewayError,
  BadInputError,
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  TooLargeError,
  UnauthenticatedError,
  UnavailableError,
} from './errors';

export type Context = { deps: AppDeps; req: Request; res: Response; user: SessionUser | null };

export async function createContext(deps: AppDeps, req: Request, res: Response): Promise<Context> {
  return { deps, req, res, user: await userFromRequest(req, deps) };
}

/** Live streams: a ping comment keeps idle streams open through proxies; tabs reconnect after silence. */
export const SSE_PING_INTERVAL_MS = 15_000;
export const SSE_RECONNECT_AFTER_INACTIVITY_MS = SSE_PING_INTERVAL_MS * 2;

const t = initTRPC.context<Context>().create({
  sse: {
    ping: { enabled: true, intervalMs: SSE_PING_INTERVAL_MS },
    client: { reconnectAfterInactivityMs: SSE_RECONNECT_AFTER_INACTIVITY_MS },
  },
  errorFormatter({ shape, error, ctx }) {
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      // Database and internal texts stay in the log, found there by the request id.
      const requestId = ctx?.req.id === undefined ? null : String(ctx.req.id);
      return {
        ...shape,
        message: INPUT_MESSAGES.unexpectedError,
        data: { ...shape.data, stack: undefined, fieldErrors: null, requestId },
      };
    }
    if (error.code === 'PARSE_ERROR' || error.cause instanceof SyntaxError) {
      // The JSON parser's own text says nothing useful to a person.
      return {
        ...shape,
        message: INPUT_MESSAGES.invalidJson,
        data: { ...shape.data, stack: undefined, fieldErrors: null, requestId: null },
      };
    }
    const cause = error.cause;
    const fieldErrors =
      cause instanceof z.ZodError
        ? z.flattenError(cause).fieldErrors
        : cause instanceof DomainError
          ? cause.fieldErrors
          : undefined;
    return {
      ...shape,
      data: { ...shape.data, stack: undefined, fieldErrors: fieldErrors ?? null, requestId: null },
    };
  },
});

const CODES: [new (...args: never[]) => DomainError, TRPC_ERROR_CODE_KEY][] = [
  [BadInputError, 'BAD_REQUEST'],
  [UnauthenticatedError, 'UNAUTHORIZED'],
  [ForbiddenError, 'FORBIDDEN'],
  [NotFoundError, 'NOT_FOUND'],
  [ConflictError, 'CONFLICT'],
  [RateLimitedError, 'TOO_MANY_REQUESTS'],
  [TooLargeError, 'PAYLOAD_TOO_LARGE'],
  [UnavailableError, 'SERVICE_UNAVAILABLE'],
  [BadGatewayError, 'BAD_GATEWAY'],
];

/** Maps domain errors to tRPC codes in one place, keeping the domain message for the UI. */
/** A domain error as the tRPC error it answers as (code from the one table above). */
export function trpcErrorOf(cause: DomainError): TRPCError {
  const code = CODES.find(([type]) => cause instanceof type)?.[1] ?? 'BAD_REQUEST';
  return new TRPCError({ code, message: cause.message, cause });
}

/** The JSON body tRPC answers an error with, so plain Express routes answer in the same shape. */
export function trpcErrorBody(error: TRPCError, path: string) {
  const shape = getTRPCErrorShape({
    config: t._config,
    error,
    type: 'unknown',
    path,
    input: undefined,
    ctx: undefined,
  });
  return { error: shape };
}

const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    throw trpcErrorOf(result.error.cause);
  }
  return result;
});

/**
 * Every text of every input, before any schema reads it: NUL and lone surrogates are refused
 * here once, so no field (however its schema is written) carries them to Postgres.
 */
const refuseUnstorableText = t.middleware(async ({ getRawInput, next }) => {
  // A body that does not parse is left to the procedure: one without input never reads it.
  const raw = await getRawInput().catch(() => undefined);
  const at = findUnstorableText(raw);
  if (!at) return next();
  const message = INPUT_MESSAGES.controlCharacters;
  const field = at[0];
  const cause = new BadInputError(
    message,
    field === undefined ? undefined : { [field]: [message] },
  );
  throw new TRPCError({ code: 'BAD_REQUEST', message, cause });
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapDomainErrors).use(refuseUnstorableText);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'You need to sign in.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const ownerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'owner') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only account owners can do this.' });
  }
  return next();
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Admins only.' });
  return next();
});
