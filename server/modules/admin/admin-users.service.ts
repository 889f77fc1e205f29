import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type ListUsersInput,
} from '../../../shared/admin/admin-schemas';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import {
  type AdminUserRow,
  listUsersPage,
  lockAdminIds,
  setAdminFlag,
} from './admin-users.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    signedUpAt: iso(row.created_at),
    workspace: row.workspace,
    isAdmin: row.is_admin,
    lists: Number(row.lists ?? 0),
    calls: Number(row.calls ?? 0),
    lastSignInAt: row.last_sign_in_at ? iso(row.last_sign_in_at) : null,
  };
}

/** Every user of every workspace (admins see across accounts by design), a page at a time. */
export async function listUsers(deps: Pick<AppDeps, 'db'>, input: ListUsersInput) {
  const rows = await listUsersPage(deps.db, {
    search: input.search || undefined,
    cursor: input.cursor,
    limit: ADMIN_USERS_PAGE_SIZE + 1,
  });
  const users = rows.slice(0, ADMIN_USERS_PAGE_SIZE).map(toAdminUser);
  const last = users.at(-1);
  const nextCursor =
    rows.length > ADMIN_USERS_PAGE_SIZE && last
      ? { createdAt: last.signedUpAt, id: last.id }
      : null;
  return { users, nextCursor };
}

/** Grants or removes admin rights; the last admin is never removed. */
export async function setUserAdmin(
  deps: Pick<AppDeps, 'db' | 'logger' | 'sessionCache'>,
  actorId: string,
  input: { userId: string; isAdmin: boolean },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const admins = await lockAdminIds(trx);
    if (!input.isAdmin && admins.length === 1 && admins[0] === input.userId) {
      throw new ConflictError(ADMIN_MESSAGES.lastAdmin);
    }
    if (!(await setAdminFlag(trx, input.userId, input.isAdmin))) {
      throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    }
  });
  await deps.sessionCache.changed({ userId: input.userId });
  deps.logger.info({ actorId, userId: input.userId, isAdmin: input.isAdmin }, 'admin flag changed');
}
