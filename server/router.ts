import { systemRouter } from './modules/system/system.router';
import { router } from './trpc';

export const appRouter = router({
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
