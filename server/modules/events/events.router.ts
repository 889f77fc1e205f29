import { EventStreamInput } from '../../../shared/events';
import { eventStreamsOpen } from '../../metrics/http-metrics';
import { authedProcedure, router } from '../../trpc';
import { accountEvents } from './account-stream.service';

export const eventsRouter = router({
  /**
   * The one multiplexed live stream per tab: every event of the signed-in user's account.
   * A reconnecting tab passes lastEventId and resumes right after it. Ends with the session.
   * Over HTTP a signed-in tab is served by `account-stream.route.ts`, which speaks this
   * procedure's SSE protocol at a fraction of the memory; what it refuses comes here.
   */
  account: authedProcedure.input(EventStreamInput).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    eventStreamsOpen.inc();
    try {
      yield* accountEvents(ctx.deps.events, ctx.user, input?.lastEventId ?? null, signal);
    } finally {
      eventStreamsOpen.dec();
    }
  }),
});
