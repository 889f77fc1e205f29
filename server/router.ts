import { eventsRouter } from './modules/events/events.router';
import { systemRouter } from './modules/system/system.router';
import { router } from './trpc';

export const appRouter = router({
  system: systemRouter,
  events: eventsRouter,
});

export type AppRouter = typeof appRouter;
