import { publicProcedure, router } from '../../trpc';
import { demoCalls, landingConfig, testimonials } from './landing.service';

/** The public landing page's reads: anyone may call them, signed in or not. */
export const landingRouter = router({
  config: publicProcedure.query(({ ctx }) => landingConfig(ctx.deps)),
  demoCalls: publicProcedure.query(({ ctx }) => demoCalls(ctx.deps)),
  testimonials: publicProcedure.query(({ ctx }) => testimonials(ctx.deps)),
});
