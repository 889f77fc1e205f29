import {
  KnowledgeIdSchema,
  KnowledgeListSchema,
  SaveFaqSchema,
  UpdateDocumentSchema,
} from '../../../shared/knowledge/knowledge-schema';
import { authedProcedure, router } from '../../trpc';
import {
  deleteKnowledge,
  knowledgeBudgets,
  listKnowledge,
  saveFaq,
  updateDocument,
} from './knowledge.service';

/** Documents and FAQs of the signed-in user's account (files go through knowledge.route.ts). */
export const knowledgeRouter = router({
  list: authedProcedure
    .input(KnowledgeListSchema)
    .query(({ ctx, input }) => listKnowledge(ctx.deps, ctx.user.accountId, input)),
  budgets: authedProcedure.query(({ ctx }) => knowledgeBudgets(ctx.deps, ctx.user.accountId)),
  saveFaq: authedProcedure
    .input(SaveFaqSchema)
    .mutation(({ ctx, input }) => saveFaq(ctx.deps, ctx.user.accountId, input)),
  updateDocument: authedProcedure
    .input(UpdateDocumentSchema)
    .mutation(({ ctx, input }) => updateDocument(ctx.deps, ctx.user.accountId, input)),
  delete: authedProcedure
    .input(KnowledgeIdSchema)
    .mutation(({ ctx, input }) => deleteKnowledge(ctx.deps, ctx.user.accountId, input.id)),
});
