import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { notifyAccount } from './team-events';

/** Renames the signed-in owner's workspace (owners only, enforced by the router). */
export async function renameWorkspace(
  deps: Pick<AppDeps, 'db' | 'events' | 'logger'>,
  actor: SessionUser,
  name: string,
): Promise<{ accountName: string }> {
  await deps.db.updateTable('accounts').set({ name }).where('id', '=', actor.accountId).execute();
  await notifyAccount(deps, actor.accountId);
  return { accountName: name };
}
