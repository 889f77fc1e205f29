import { afterAll, describe, expect, it } from 'vitest';
import { deliverWebhook } from '../../../server/modules/webhooks/webhook-delivery.job';
import { relayWebhookDeliveries } from '../../../server/modules/webhooks/webhook-relay.job';
import { startWebhookReceiverFake } from '../../fakes/webhook-receiver-fake';
import { contactsOf, importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const receiver = await startWebhookReceiverFake();
afterAll(() => receiver.close());
const ctx = await createTestContext({
  WEBHOOK_LOCAL_ORIGINS: receiver.url,
  WEBHOOK_RELAY_INTERVAL_MS: '0',
});

type OptedOut = {
  type: string;
  data: { phone_number: string; source: string; call_id: string | null; contact_ids: string[] };
};

async function optedOutOf(endpointId: string) {
  const rows = await ctx.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'event', 'body', 'status'])
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ ...row, parsed: JSON.parse(row.body) as OptedOut }));
}

async function accountWithOptOutEndpoint(label: string) {
  const a = await signedInUser(ctx, label);
  const { endpoint, secret } = await a.caller.webhooks.addEndpoint({
    url: `${receiver.url}/hooks/${label}`,
    events: ['contact.opted_out'],
  });
  const list = await importList(ctx, a.user.accountId, 3);
  const contacts = await contactsOf(ctx, list.id);
  return { ...a, endpoint, secret, contacts };
}

describe('contact.opted_out for numbers put on the do-not-call list by hand', () => {
  it('typed, contact button and import each announce the contacts of the account, once', async () => {
    const a = await accountWithOptOutEndpoint('dnc-hand');
    const other = await accountWithOptOutEndpoint('dnc-hand-other');
    const [first, second, third] = a.contacts;

    await a.caller.doNotCall.add({ numbers: [first!.phone_number, '+12145550199'] });
    await a.caller.doNotCall.addContact({ contactId: Number(second!.id) });
    await a.caller.doNotCall.add({ numbers: [third!.phone_number], source: 'import' });
    // Already listed: nothing new to announce.
    await a.caller.doNotCall.add({ numbers: [first!.phone_number] });

    const rows = await optedOutOf(a.endpoint.id);
    expect(rows.map((r) => r.parsed)).toMatchObject([
      {
        type: 'contact.opted_out',
        data: {
          phone_number: first!.phone_number,
          source: 'manual',
          call_id: null,
          contact_ids: [String(first!.id)],
        },
      },
      {
        data: {
          phone_number: second!.phone_number,
          source: 'manual',
          contact_ids: [String(second!.id)],
        },
      },
      {
        data: {
          phone_number: third!.phone_number,
          source: 'import',
          contact_ids: [String(third!.id)],
        },
      },
    ]);
    expect(rows.every((r) => r.event === 'contact.opted_out')).toBe(true);
    // The other account has the same numbers on its own list: none of this is its news.
    expect(await optedOutOf(other.endpoint.id)).toEqual([]);
  });

  it('is delivered, signed, to the endpoint and logged as delivered', async () => {
    const a = await accountWithOptOutEndpoint('dnc-delivered');
    receiver.setSecret(a.secret);
    await a.caller.doNotCall.addContact({ contactId: Number(a.contacts[0]!.id) });
    const [row] = await optedOutOf(a.endpoint.id);

    await relayWebhookDeliveries(ctx);
    await deliverWebhook(ctx, { deliveryId: row!.id, attempt: 1 });

    const got = receiver.received.find((r) => r.deliveryId === row!.id)!;
    expect(got).toMatchObject({ verified: true, event: 'contact.opted_out', body: row!.body });
    const [logged] = await a.caller.webhooks.deliveries({ endpointId: a.endpoint.id });
    expect(logged).toMatchObject({
      id: row!.id,
      event: 'contact.opted_out',
      status: 'delivered',
      responseCode: 200,
      attempts: 1,
    });
  });
});
