import { tracked } from '@trpc/server';
import { EventStreamInput } from '../../../shared/events';
import { eventStreamsOpen } from '../../metrics/http-metrics';
import { authedProcedure, router } from '../../trpc';

export const eventsRouter = router({
  /**
   * The one multiplexed live stream per tab: every event of the signed-in user's account.
   * A reconnecting tab passes lastEventId and resumes right after it. Ends for a removed member.
   */
  account: authedProcedure.input(EventStreamInput).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    const { user } = ctx;
    eventStreamsOpen.inc();
    try {
      const stream = ctx.deps.events.readAccount(
        user.accountId,
        input?.lastEventId ?? null,
        signal!,
      );
      for await (const { id, event } of stream) {
        if (event.type === 'member.removed' && event.userId === user.id) return;
        if (
          event.type === 'session.revoked' &&
          event.userId === user.id &&
          event.keepSessionId !== user.sessionId
        ) {
          return;
        }
        yield tracked(id, event);
      }
    } finally {
      eventStreamsOpen.dec();
    }
  }),
});
