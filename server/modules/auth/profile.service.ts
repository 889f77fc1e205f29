import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { type PublicUser, publicUserFromSession } from './auth-user';
import { setName } from './users.repository';

export async function updateProfile(
  deps: Pick<AppDeps, 'db' | 'sessionCache'>,
  me: SessionUser,
  input: { name: string },
): Promise<PublicUser> {
  await setName(deps.db, me.id, input.name);
  await deps.sessionCache.changed({ userId: me.id });
  return { ...publicUserFromSession(me), name: input.name };
}
