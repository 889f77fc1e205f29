import type { Request, Response } from 'express';
import type { SessionUser } from '../../server/auth/session-user';
import type { AppDeps } from '../../server/deps';
import { appRouter } from '../../server/router';
import { createCallerFactory } from '../../server/trpc';

const factory = createCallerFactory(appRouter);

/** A tRPC caller for this user with the given deps (e.g. a test DNS resolver). */
export function createCaller(deps: AppDeps, user: SessionUser) {
  return factory({ deps, req: {} as Request, res: {} as Response, user });
}
