import {
  SaveVariantsInput,
  VariantActionInput,
  VariantResultsInput,
  VariantsListInput,
} from '../../../../shared/ab/variant-inputs';
import { authedProcedure, router } from '../../../trpc';
import { getVariantResults } from './variant-results.service';
import { getVariants, promoteVariant, saveVariants, stopVariant } from './variants.service';

/** A list's A/B script test: its agent variants, their results, stop and promote. */
export const variantsRouter = router({
  get: authedProcedure
    .input(VariantsListInput)
    .query(({ ctx, input }) => getVariants(ctx.deps, ctx.user.accountId, input.listId)),
  save: authedProcedure
    .input(SaveVariantsInput)
    .mutation(({ ctx, input }) => saveVariants(ctx.deps, ctx.user.accountId, input)),
  stop: authedProcedure
    .input(VariantActionInput)
    .mutation(({ ctx, input }) => stopVariant(ctx.deps, ctx.user.accountId, input)),
  promote: authedProcedure
    .input(VariantActionInput)
    .mutation(({ ctx, input }) => promoteVariant(ctx.deps, ctx.user.accountId, input)),
  results: authedProcedure
    .input(VariantResultsInput)
    .query(({ ctx, input }) => getVariantResults(ctx.deps, ctx.user.accountId, input)),
});
