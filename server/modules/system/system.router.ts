import { tracked } from '@trpc/server';
import { EventStreamInput } from '../../../shared/events';
import { adminProcedure, router } from '../../trpc';

export const systemRouter = router({
  /** Worker heartbeats, carried from the worker through Redis over SSE: for admins only. */
  heartbeats: adminProcedure.input(EventStreamInput).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    const events = ctx.deps.events.readSystem(input?.lastEventId ?? null, signal!);
    for await (const { id, event } of events) yield tracked(id, event);
  }),
});
