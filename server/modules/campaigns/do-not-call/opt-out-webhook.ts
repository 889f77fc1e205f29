import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { publishWebhookEvents } from '../../webhooks/publish-webhook-event';

/** contact.opted_out (outbound webhooks), in the transaction that put the number on the list. */
export async function publishOptedOut(
  trx: Transaction<Database>,
  accountId: string,
  phoneNumber: string,
  callId: string,
): Promise<void> {
  const contacts = await trx
    .selectFrom('contacts')
    .select('id')
    .where('account_id', '=', accountId)
    .where('phone_number', '=', phoneNumber)
    .orderBy('id')
    .execute();
  const data = {
    phone_number: phoneNumber,
    call_id: callId,
    contact_ids: contacts.map((c) => String(c.id)),
  };
  await publishWebhookEvents(trx, [{ accountId, type: 'contact.opted_out', data }]);
}
