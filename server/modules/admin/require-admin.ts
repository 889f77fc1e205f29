import type { RequestHandler } from 'express';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import { userFromRequest } from '../../auth/request-user';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { sendRouteError } from '../../http/signed-in-route';

export type AdminLocals = { user: SessionUser };

/** Express routes of the admin area: signed-out → 401, signed-in but not an admin → 403 (tRPC's error shape). */
export function requireAdmin(
  deps: Pick<AppDeps, 'db' | 'config' | 'sessionCache'>,
): RequestHandler {
  return async (req, res, next) => {
    const user = await userFromRequest(req, deps);
    if (!user) return sendRouteError(req, res, 'UNAUTHORIZED', 'You need to sign in.');
    if (!user.isAdmin) return sendRouteError(req, res, 'FORBIDDEN', ADMIN_MESSAGES.adminsOnly);
    (res.locals as AdminLocals).user = user;
    next();
  };
}
