import { z } from 'zod';
import { ContactDetailsInput } from '../dialer/contact-details';
import { ACCULYNX_ID_MAX, ACCULYNX_LINK_MESSAGES, ACCULYNX_SEARCH_MAX } from './acculynx-writeback';

/** The link procedures' inputs (apart from the messages, so the contact dialog loads no zod). */
export const AcculynxSearchInput = ContactDetailsInput.extend({
  term: z
    .string()
    .trim()
    .min(1, ACCULYNX_LINK_MESSAGES.searchEmpty)
    .max(ACCULYNX_SEARCH_MAX, ACCULYNX_LINK_MESSAGES.searchTooLong),
});

export const AcculynxLinkInput = ContactDetailsInput.extend({
  acculynxContactId: z
    .string()
    .trim()
    .min(1, ACCULYNX_LINK_MESSAGES.idInvalid)
    .max(ACCULYNX_ID_MAX, ACCULYNX_LINK_MESSAGES.idInvalid)
    .regex(/^[A-Za-z0-9-]+$/, ACCULYNX_LINK_MESSAGES.idInvalid),
});
