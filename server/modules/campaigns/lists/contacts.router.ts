import {
  ContactsPageInput,
  ListIdInput,
  UpdateListDetailsInput,
} from '../../../../shared/dialer/list-inputs';
import { PhoneRegionInput } from '../../../../shared/phone/phone-region-input';
import { authedProcedure, ownerProcedure, router } from '../../../trpc';
import { deleteList, listsOfAccount, pageOfContacts, updateListDetails } from './contacts.service';
import { phoneRegionView, setPhoneRegion } from './phone-region.service';

export const contactsRouter = router({
  lists: authedProcedure.query(({ ctx }) => listsOfAccount(ctx.deps, ctx.user.accountId)),
  page: authedProcedure
    .input(ContactsPageInput)
    .query(({ ctx, input }) => pageOfContacts(ctx.deps, ctx.user.accountId, input)),
  updateDetails: authedProcedure
    .input(UpdateListDetailsInput)
    .mutation(({ ctx, input }) => updateListDetails(ctx.deps, ctx.user.accountId, input)),
  delete: authedProcedure
    .input(ListIdInput)
    .mutation(({ ctx, input }) => deleteList(ctx.deps, ctx.user.accountId, input.listId)),
  phoneRegion: authedProcedure.query(({ ctx }) => phoneRegionView(ctx.deps, ctx.user.accountId)),
  setPhoneRegion: ownerProcedure
    .input(PhoneRegionInput)
    .mutation(({ ctx, input }) => setPhoneRegion(ctx.deps, ctx.user.accountId, input.region)),
});
