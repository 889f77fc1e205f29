import { EventStreamInput } from '../../../shared/events';
import { authedProcedure, router } from '../../trpc';
import { accountStream } from './account-stream.service';

export const eventsRouter = router({
  /**
   * The one multiplexed live stream per tab: every event of the signed-in user's account.
   * A reconnecting tab passes lastEventId and resumes right after it. Ends with the session.
   */
  account: authedProcedure
    .input(EventStreamInput)
    .subscription(({ ctx, input, signal }) =>
      accountStream(ctx.deps, ctx.user, input?.lastEventId ?? null, signal!),
    ),
});
