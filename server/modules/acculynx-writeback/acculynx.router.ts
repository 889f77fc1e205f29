import {
  AcculynxLinkInput,
  AcculynxSearchInput,
} from '../../../shared/acculynx/acculynx-writeback-inputs';
import { ContactDetailsInput } from '../../../shared/dialer/contact-details';
import { DeliveryIdInput } from '../../../shared/webhooks/webhooks';
import { authedProcedure, ownerProcedure, router } from '../../trpc';
import { listAcculynxDeliveries } from './acculynx-deliveries.service';
import { acculynxLinkOf, searchAcculynxContacts, setAcculynxLink } from './acculynx-link.service';
import { resendAcculynxDelivery } from './acculynx-resend';

/** AccuLynx write-back: a contact's link (chosen from AccuLynx's search) and the write-back log. */
export const acculynxRouter = router({
  link: authedProcedure
    .input(ContactDetailsInput)
    .query(({ ctx, input }) => acculynxLinkOf(ctx.deps, ctx.user.accountId, input.contactId)),
  search: authedProcedure
    .input(AcculynxSearchInput)
    .mutation(({ ctx, input }) => searchAcculynxContacts(ctx.deps, ctx.user.accountId, input)),
  setLink: authedProcedure
    .input(AcculynxLinkInput)
    .mutation(({ ctx, input }) =>
      setAcculynxLink(ctx.deps, ctx.user.accountId, input.contactId, input.acculynxContactId),
    ),
  unlink: authedProcedure
    .input(ContactDetailsInput)
    .mutation(({ ctx, input }) =>
      setAcculynxLink(ctx.deps, ctx.user.accountId, input.contactId, null),
    ),
  deliveries: ownerProcedure.query(({ ctx }) =>
    listAcculynxDeliveries(ctx.deps, ctx.user.accountId),
  ),
  resend: ownerProcedure
    .input(DeliveryIdInput)
    .mutation(({ ctx, input }) =>
      resendAcculynxDelivery(ctx.deps, ctx.user.accountId, input.deliveryId),
    ),
});
