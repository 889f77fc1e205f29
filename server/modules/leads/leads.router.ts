import { z } from 'zod';
import {
  LeadFiltersSchema,
  LeadsPageInput,
  MoveStageInput,
  TagContactsInput,
} from '../../../shared/leads/pipeline';
import { authedProcedure, router } from '../../trpc';
import {
  getLeadsPage,
  getStageCounts,
  getTagChoices,
  moveContactsToStage,
  tagContacts,
  untagContacts,
} from './leads.service';

export const leadsRouter = router({
  page: authedProcedure
    .input(LeadsPageInput)
    .query(({ ctx, input }) =>
      getLeadsPage(ctx.deps, ctx.user.accountId, input.filters ?? {}, input.cursor ?? null),
    ),
  stageCounts: authedProcedure
    .input(z.object({ filters: LeadFiltersSchema.optional() }))
    .query(({ ctx, input }) => getStageCounts(ctx.deps, ctx.user.accountId, input.filters ?? {})),
  tagChoices: authedProcedure.query(({ ctx }) => getTagChoices(ctx.deps, ctx.user.accountId)),
  moveStage: authedProcedure
    .input(MoveStageInput)
    .mutation(({ ctx, input }) =>
      moveContactsToStage(ctx.deps, ctx.user.accountId, input.contactIds, input.stage),
    ),
  addTag: authedProcedure
    .input(TagContactsInput)
    .mutation(({ ctx, input }) =>
      tagContacts(ctx.deps, ctx.user.accountId, input.contactIds, input.tag),
    ),
  removeTag: authedProcedure
    .input(TagContactsInput)
    .mutation(({ ctx, input }) =>
      untagContacts(ctx.deps, ctx.user.accountId, input.contactIds, input.tag),
    ),
});
