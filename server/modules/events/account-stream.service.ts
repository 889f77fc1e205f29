import { type TrackedEnvelope, tracked } from '@trpc/server';
import type { AccountEvent } from '../../../shared/events';
import type { SessionUser } from '../../auth/session-user';
import { accountEventOf, type EventBus } from '../../events/event-bus';
import { pushIterable } from '../../events/push-iterable';
import type { Follow, StreamEntry, StreamFollower } from '../../events/stream-fanout';
import type { LimitedStream } from '../../events/user-stream-limit';

/** Where one open stream's events go: each event with its shared entry, then the end. */
export type AccountStreamSink = {
  event(event: AccountEvent, entry: StreamEntry): void;
  end(): void;
};

/** Who a stream belongs to: all it needs of the signed-in user. */
export type StreamOwner = Pick<SessionUser, 'id' | 'sessionId' | 'accountId'>;

/** Whether this event ends the stream of this user's session (removed, signed out, revoked). */
function endsStream(event: AccountEvent, owner: StreamOwner): boolean {
  if (!('userId' in event) || event.userId !== owner.id) return false;
  switch (event.type) {
    case 'member.removed':
      return true;
    case 'session.revoked':
      return event.keepSessionId !== owner.sessionId;
    case 'session.ended':
      return event.sessionId === owner.sessionId;
    default:
      return false;
  }
}

/**
 * The one live stream of a tab: every event of the owner's account, from the process's shared
 * reader, into the sink. The sink is ended when the session ends, when the user opens more
 * streams than allowed (oldest first) and when the process stops; `stop()` ends it quietly.
 */
export class AccountStream implements StreamFollower, LimitedStream {
  private follow: Follow | null = null;
  private stopped = false;

  constructor(
    private readonly events: EventBus,
    private readonly owner: StreamOwner,
    private readonly sink: AccountStreamSink,
  ) {}

  /** Starts after `lastEventId` (or from now); resolves once missed events are handed over. */
  async open(lastEventId: string | null): Promise<void> {
    this.events.streamLimit.acquire(this.owner.id, this);
    try {
      const follow = await this.events.followAccount(this.owner.accountId, lastEventId, this);
      if (this.stopped) follow.stop();
      else this.follow = follow;
    } catch (error) {
      this.stop();
      throw error;
    }
  }

  deliver(entry: StreamEntry): void {
    if (this.stopped) return;
    const parsed = accountEventOf(entry);
    if (!parsed.success) return;
    if (endsStream(parsed.data, this.owner)) this.end();
    else this.sink.event(parsed.data, entry);
  }

  fanoutClosed(): void {
    this.end();
  }

  evict(): void {
    this.end();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.events.streamLimit.release(this.owner.id, this);
    this.follow?.stop();
  }

  private end() {
    if (this.stopped) return;
    this.stop();
    this.sink.end();
  }
}

/** The same stream as tracked events, for tRPC's own SSE path and in-process callers. */
export function accountEvents(
  events: EventBus,
  owner: StreamOwner,
  lastEventId: string | null,
  signal?: AbortSignal,
) {
  return pushIterable<TrackedEnvelope<AccountEvent>>(async (push, end) => {
    const stream = new AccountStream(events, owner, {
      event: (event, entry) => push(tracked(entry.id, event)),
      end,
    });
    await stream.open(lastEventId);
    return () => stream.stop();
  }, signal);
}
