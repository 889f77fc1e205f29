import {
  AddCreditsInput,
  CardIdInput,
  ChoosePlanInput,
  InvoiceIdInput,
  SaveCardInput,
} from '../../../shared/billing/billing-schemas';
import { adminProcedure, authedProcedure, ownerProcedure, router } from '../../trpc';
import { addCredits, choosePlan, removeCard, saveCard } from './billing.service';
import { getBillingOverview, getPlanUsage } from './billing-overview.service';
import { markInvoicePaid } from './invoices.service';

/** Everyone in the account sees billing; only owners change it; admins mark invoices paid. */
export const billingRouter = router({
  overview: authedProcedure.query(({ ctx }) => getBillingOverview(ctx.deps, ctx.user)),
  usage: authedProcedure.query(({ ctx }) => getPlanUsage(ctx.deps, ctx.user.accountId)),
  choosePlan: ownerProcedure
    .input(ChoosePlanInput)
    .mutation(({ ctx, input }) => choosePlan(ctx.deps, ctx.user, input.planId)),
  saveCard: ownerProcedure
    .input(SaveCardInput)
    .mutation(({ ctx, input }) => saveCard(ctx.deps, ctx.user, input)),
  removeCard: ownerProcedure
    .input(CardIdInput)
    .mutation(({ ctx, input }) => removeCard(ctx.deps, ctx.user, input.cardId)),
  addCredits: ownerProcedure
    .input(AddCreditsInput)
    .mutation(({ ctx, input }) => addCredits(ctx.deps, ctx.user, input)),
  /** Admin area: any account's pending invoice is recorded as paid. */
  markInvoicePaid: adminProcedure
    .input(InvoiceIdInput)
    .mutation(({ ctx, input }) => markInvoicePaid(ctx.deps, ctx.user.id, input.invoiceId)),
});
