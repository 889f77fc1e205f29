import { EventStreamInput } from '../../../shared/events';
import { eventStreamsOpen } from '../../metrics/http-metrics';
import { authedProcedure, router } from '../../trpc';
import { accountStream } from './account-stream.service';

export const eventsRouter = router({
  /**
   * The one multiplexed live stream per tab: every event of the signed-in user's account.
   * A reconnecting tab passes lastEventId and resumes right after it. Ends with the session.
   */
  account: authedProcedure.input(EventStreamInput).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    eventStreamsOpen.inc();
    try {
      yield* accountStream(ctx.deps, ctx.user, input?.lastEventId ?? null, signal!);
    } finally {
      eventStreamsOpen.dec();
    }
  }),
});
