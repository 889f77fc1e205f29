import { tracked } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc';

export const systemRouter = router({
  /** Worker heartbeats, carried from the worker through Redis to the browser over SSE. */
  heartbeats: publicProcedure
    .input(z.object({ lastEventId: z.string().nullish() }).optional())
    .subscription(async function* ({ ctx, input, signal }) {
      const events = ctx.deps.events.readSystem(input?.lastEventId ?? null, signal!);
      for await (const { id, event } of events) yield tracked(id, event);
    }),
});
