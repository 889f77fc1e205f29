import type { RequestHandler } from 'express';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import { userFromRequest } from '../../auth/request-user';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';

export type AdminLocals = { user: SessionUser };

/** Express routes of the admin area: signed-out → 401, signed-in but not an admin → 403. */
export function requireAdmin(deps: Pick<AppDeps, 'db' | 'config'>): RequestHandler {
  return async (req, res, next) => {
    const user = await userFromRequest(req, deps);
    if (!user) {
      res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'You need to sign in.' } });
      return;
    }
    if (!user.isAdmin) {
      res.status(403).json({ error: { code: 'FORBIDDEN', message: ADMIN_MESSAGES.adminsOnly } });
      return;
    }
    (res.locals as AdminLocals).user = user;
    next();
  };
}
