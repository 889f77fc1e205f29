import { publicProcedure, router } from '../../trpc';
import { findSocialProof } from './landing.repository';
import { demoCalls, landingConfig, testimonials } from './landing.service';

/** The public landing page's reads: anyone may call them, signed in or not. */
export const landingRouter = router({
  config: publicProcedure.query(({ ctx }) => landingConfig(ctx.deps)),
  demoCalls: publicProcedure.query(({ ctx }) => demoCalls(ctx.deps)),
  testimonials: publicProcedure.query(({ ctx }) => testimonials(ctx.deps)),
  /** The hero's admin-set social-proof line; '' (nothing shown) until one is set. */
  socialProof: publicProcedure.query(({ ctx }) => findSocialProof(ctx.deps.db)),
});
