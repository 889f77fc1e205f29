import {
  DemoCallIdSchema,
  ListUsersInputSchema,
  SetAdminInputSchema,
  SocialProofSchema,
  TestimonialDetailsSchema,
  TestimonialIdSchema,
  UpdateDemoCallSchema,
  UpdateTestimonialSchema,
} from '../../../shared/admin/admin-schemas';
import { adminProcedure, router } from '../../trpc';
import { findSocialProof } from '../landing/landing.repository';
import { listAllInvoices } from './admin-invoices.repository';
import { listUsers, setUserAdmin } from './admin-users.service';
import { saveSocialProof } from './landing-content.repository';
import * as content from './landing-content.service';

/** The admin area: every procedure is adminProcedure (signed-out: 401, non-admin: 403). */
export const adminRouter = router({
  users: adminProcedure
    .input(ListUsersInputSchema)
    .query(({ ctx, input }) => listUsers(ctx.deps, input)),

  setAdmin: adminProcedure
    .input(SetAdminInputSchema)
    .mutation(({ ctx, input }) => setUserAdmin(ctx.deps, ctx.user.id, input)),

  /** Every account's recorded invoices (billing.markInvoicePaid marks one paid). */
  invoices: adminProcedure.query(({ ctx }) => listAllInvoices(ctx.deps.db)),

  demoCalls: adminProcedure.query(({ ctx }) => content.listDemoCalls(ctx.deps)),

  updateDemoCall: adminProcedure
    .input(UpdateDemoCallSchema)
    .mutation(({ ctx, input: { id, ...details } }) =>
      content.updateDemoCall(ctx.deps, id, details),
    ),

  deleteDemoCall: adminProcedure
    .input(DemoCallIdSchema)
    .mutation(({ ctx, input }) => content.removeDemoCall(ctx.deps, input.id)),

  testimonials: adminProcedure.query(({ ctx }) => content.listTestimonials(ctx.deps)),

  addTestimonial: adminProcedure
    .input(TestimonialDetailsSchema)
    .mutation(({ ctx, input }) => content.addTestimonial(ctx.deps, input)),

  updateTestimonial: adminProcedure
    .input(UpdateTestimonialSchema)
    .mutation(({ ctx, input: { id, ...details } }) =>
      content.updateTestimonial(ctx.deps, id, details),
    ),

  /** The hero's social-proof line: '' removes it from the landing page. */
  setSocialProof: adminProcedure.input(SocialProofSchema).mutation(async ({ ctx, input }) => {
    await saveSocialProof(ctx.deps.db, input.socialProof);
    return { socialProof: await findSocialProof(ctx.deps.db) };
  }),

  deleteTestimonial: adminProcedure
    .input(TestimonialIdSchema)
    .mutation(({ ctx, input }) => content.removeTestimonial(ctx.deps, input.id)),
});
