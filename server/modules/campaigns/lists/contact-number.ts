import type { Kysely } from 'kysely';
import { DNC_MESSAGES } from '../../../../shared/dialer/do-not-call-inputs';
import type { Database } from '../../../db/types';
import { BadInputError, NotFoundError } from '../../../errors';

/**
 * The number of one of the account's contacts, for a change made on that contact (do-not-call,
 * consent): another account's contact is not found, an invalid number is refused.
 */
export async function numberOfContact(
  db: Kysely<Database>,
  accountId: string,
  contactId: number,
): Promise<string> {
  const contact = await db
    .selectFrom('contacts')
    .select(['phone_number', 'status'])
    .where('account_id', '=', accountId)
    .where('id', '=', contactId)
    .executeTakeFirst();
  if (!contact) throw new NotFoundError(DNC_MESSAGES.unknownContact);
  if (contact.status === 'Invalid Number') throw new BadInputError(DNC_MESSAGES.contactInvalid);
  return contact.phone_number;
}
