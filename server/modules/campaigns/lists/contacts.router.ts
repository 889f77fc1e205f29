import { ContactDetailsInput } from '../../../../shared/dialer/contact-details';
import {
  ContactsPageInput,
  ListIdInput,
  UpdateListDetailsInput,
} from '../../../../shared/dialer/list-inputs';
import { PhoneRegionInput } from '../../../../shared/phone/phone-region-input';
import { unfinishedImports } from '../../../imports/unfinished-imports';
import { authedProcedure, ownerProcedure, router } from '../../../trpc';
import { contactDetails } from './contact-details.service';
import { deleteList, listsOfAccount, pageOfContacts, updateListDetails } from './contacts.service';
import { phoneRegionView, setPhoneRegion } from './phone-region.service';

export const contactsRouter = router({
  lists: authedProcedure.query(({ ctx }) => listsOfAccount(ctx.deps, ctx.user.accountId)),
  /** Large contact files still importing (rows so far) or lately failed (why), newest first. */
  imports: authedProcedure.query(({ ctx }) =>
    unfinishedImports(ctx.deps.db, ctx.user.accountId, 'contacts'),
  ),
  page: authedProcedure
    .input(ContactsPageInput)
    .query(({ ctx, input }) => pageOfContacts(ctx.deps, ctx.user.accountId, input)),
  /** One contact's details, with its zones and why it is not being called now. */
  details: authedProcedure
    .input(ContactDetailsInput)
    .query(({ ctx, input }) => contactDetails(ctx.deps, ctx.user.accountId, input.contactId)),
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
