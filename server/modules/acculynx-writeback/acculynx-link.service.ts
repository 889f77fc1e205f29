import {
  ACCULYNX_LINK_MESSAGES,
  type AcculynxContactMatch,
  type AcculynxLinkView,
} from '../../../shared/acculynx/acculynx-writeback';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError } from '../../errors';
import { acculynxApi } from '../../integrations/acculynx/acculynx-client';
import {
  contactSearchRequest,
  parseContactSearch,
} from '../../integrations/acculynx/acculynx-contacts-seam';
import { CONTACT_NOT_FOUND } from '../campaigns/lists/contact-details.service';
import { verifiedAcculynxKey } from './acculynx-key';

type Deps = Pick<AppDeps, 'db' | 'config'>;

async function contactOfAccount(deps: Deps, accountId: string, contactId: string) {
  const row = await deps.db
    .selectFrom('contacts')
    .select(['id', 'acculynx_contact_id'])
    .where('account_id', '=', accountId)
    .where('id', '=', Number(contactId))
    .executeTakeFirst();
  if (!row) throw new NotFoundError(CONTACT_NOT_FOUND);
  return row;
}

async function keyOrRefuse(deps: Deps, accountId: string): Promise<string> {
  const key = await verifiedAcculynxKey(deps, accountId);
  if (!key) throw new BadInputError(ACCULYNX_LINK_MESSAGES.notVerified);
  return key;
}

/** Whether linking is offered (a verified key) and the contact's current link. */
export async function acculynxLinkOf(
  deps: Deps,
  accountId: string,
  contactId: string,
): Promise<AcculynxLinkView> {
  const contact = await contactOfAccount(deps, accountId, contactId);
  const key = await verifiedAcculynxKey(deps, accountId);
  return { available: key !== null, acculynxContactId: contact.acculynx_contact_id };
}

/** AccuLynx's contacts search, for the user to choose from (never linked automatically). */
export async function searchAcculynxContacts(
  deps: Deps,
  accountId: string,
  input: { contactId: string; term: string },
): Promise<AcculynxContactMatch[]> {
  await contactOfAccount(deps, accountId, input.contactId);
  const key = await keyOrRefuse(deps, accountId);
  const { path, body } = contactSearchRequest(input.term);
  return parseContactSearch(await acculynxApi(deps.config, key).request(path, body));
}

/** Links the contact to the AccuLynx contact the user chose; null unlinks. */
export async function setAcculynxLink(
  deps: Deps,
  accountId: string,
  contactId: string,
  acculynxContactId: string | null,
): Promise<AcculynxLinkView> {
  await contactOfAccount(deps, accountId, contactId);
  if (acculynxContactId !== null) await keyOrRefuse(deps, accountId);
  await deps.db
    .updateTable('contacts')
    .set({ acculynx_contact_id: acculynxContactId })
    .where('account_id', '=', accountId)
    .where('id', '=', Number(contactId))
    .execute();
  return acculynxLinkOf(deps, accountId, contactId);
}
