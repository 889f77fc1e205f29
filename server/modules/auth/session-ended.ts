import type { AppDeps } from '../../deps';
import { findSessionOwner } from './sessions.repository';

/**
 * After a session ended (sign-out, token reuse) is committed: every process's session cache drops
 * it, and its open live streams are told to end too.
 */
export async function announceSessionEnded(
  deps: Pick<AppDeps, 'db' | 'events' | 'logger' | 'sessionCache'>,
  sessionId: string,
): Promise<void> {
  await deps.sessionCache.changed({ sessionId });
  try {
    const owner = await findSessionOwner(deps.db, sessionId);
    if (!owner) return;
    await deps.events.publishToAccount(owner.account_id, {
      type: 'session.ended',
      userId: owner.user_id,
      sessionId,
    });
  } catch (error) {
    deps.logger.warn({ err: { message: (error as Error).message } }, 'session.ended not published');
  }
}
