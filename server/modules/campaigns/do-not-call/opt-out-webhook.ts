import type { Transaction } from 'kysely';
import type { DoNotCallSource } from '../../../../shared/dialer/do-not-call-inputs';
import type { Database } from '../../../db/types';
import { publishWebhookEvents } from '../../webhooks/publish-webhook-event';

/**
 * contact.opted_out (outbound webhooks), in the transaction that put the numbers on the list:
 * one event per number just added. A number added by hand or by import is announced only when
 * contacts of the account have it; an opt-out on a call always is (the call is the news).
 */
export async function publishOptedOut(
  trx: Transaction<Database>,
  accountId: string,
  numbers: readonly string[],
  origin: { source: DoNotCallSource; callId: string | null },
): Promise<void> {
  if (numbers.length === 0) return;
  const contacts = await trx
    .selectFrom('contacts')
    .select(['id', 'phone_number'])
    .where('account_id', '=', accountId)
    .where('phone_number', 'in', numbers)
    .orderBy('id')
    .execute();
  const idsOf = new Map<string, string[]>();
  for (const contact of contacts) {
    idsOf.set(contact.phone_number, [
      ...(idsOf.get(contact.phone_number) ?? []),
      String(contact.id),
    ]);
  }
  const announced = numbers.filter((n) => origin.source === 'opt-out' || idsOf.has(n));
  await publishWebhookEvents(
    trx,
    announced.map((phoneNumber) => ({
      accountId,
      type: 'contact.opted_out',
      data: {
        phone_number: phoneNumber,
        source: origin.source,
        call_id: origin.callId,
        contact_ids: idsOf.get(phoneNumber) ?? [],
      },
    })),
  );
}
