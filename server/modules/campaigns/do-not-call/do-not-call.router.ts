import {
  AddDoNotCallInput,
  ContactDoNotCallInput,
  DNC_PAGE_SIZE,
  type DoNotCallEntry,
  DoNotCallPageInput,
  RemoveContactDoNotCallInput,
  RemoveDoNotCallInput,
} from '../../../../shared/dialer/do-not-call-inputs';
import { authedProcedure, router } from '../../../trpc';
import { numberOfContact } from '../lists/contact-number';
import { pageOfNumbers } from './do-not-call.repository';
import { addNumbers, removeNumbers } from './do-not-call.service';

export const doNotCallRouter = router({
  page: authedProcedure.input(DoNotCallPageInput).query(async ({ ctx, input }) => {
    const { rows, total } = await pageOfNumbers(ctx.deps.db, ctx.user.accountId, {
      ...input,
      pageSize: DNC_PAGE_SIZE,
    });
    const entries: DoNotCallEntry[] = rows.map((row) => ({
      phoneNumber: row.phone_number,
      source: row.source,
      createdAt: row.created_at.toISOString(),
    }));
    return { entries, total, pageSize: DNC_PAGE_SIZE };
  }),
  add: authedProcedure
    .input(AddDoNotCallInput)
    .mutation(({ ctx, input }) =>
      addNumbers(ctx.deps, ctx.user.accountId, input.numbers, input.source, ctx.user),
    ),
  remove: authedProcedure
    .input(RemoveDoNotCallInput)
    .mutation(({ ctx, input }) =>
      removeNumbers(ctx.deps, ctx.user.accountId, input.numbers, ctx.user, input.reason),
    ),
  addContact: authedProcedure.input(ContactDoNotCallInput).mutation(async ({ ctx, input }) => {
    const number = await numberOfContact(ctx.deps.db, ctx.user.accountId, input.contactId);
    return addNumbers(ctx.deps, ctx.user.accountId, [number], 'manual', ctx.user);
  }),
  removeContact: authedProcedure
    .input(RemoveContactDoNotCallInput)
    .mutation(async ({ ctx, input }) => {
      const number = await numberOfContact(ctx.deps.db, ctx.user.accountId, input.contactId);
      return removeNumbers(ctx.deps, ctx.user.accountId, [number], ctx.user, input.reason);
    }),
});
