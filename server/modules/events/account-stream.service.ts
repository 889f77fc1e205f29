import { tracked } from '@trpc/server';
import type { AccountEvent } from '../../../shared/events';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';

/** Whether this event ends the stream of this user's session (removed, signed out, revoked). */
function endsStream(event: AccountEvent, user: SessionUser): boolean {
  if (!('userId' in event) || event.userId !== user.id) return false;
  switch (event.type) {
    case 'member.removed':
      return true;
    case 'session.revoked':
      return event.keepSessionId !== user.sessionId;
    case 'session.ended':
      return event.sessionId === user.sessionId;
    default:
      return false;
  }
}

/**
 * The one live stream of a tab: every event of the user's account, from the process's shared
 * reader. Ends with its session, and when the user opens more streams than allowed (oldest first).
 */
export async function* accountStream(
  deps: Pick<AppDeps, 'events'>,
  user: SessionUser,
  lastEventId: string | null,
  request: AbortSignal,
) {
  const slot = deps.events.streamLimit.acquire(user.id, request);
  try {
    for await (const { id, event } of deps.events.readAccount(
      user.accountId,
      lastEventId,
      slot.signal,
    )) {
      if (endsStream(event, user)) return;
      yield tracked(id, event);
    }
  } finally {
    slot.release();
  }
}
