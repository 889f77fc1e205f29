import type { AppDeps } from '../../deps';
import { findSessionOwner } from './sessions.repository';

/** Tells the open live streams of a session that ended (sign-out, token reuse) to end too. */
export async function announceSessionEnded(
  deps: Pick<AppDeps, 'db' | 'events' | 'logger'>,
  sessionId: string,
): Promise<void> {
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
