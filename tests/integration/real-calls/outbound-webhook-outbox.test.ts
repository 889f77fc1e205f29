import { describe, expect, it } from 'vitest';
import { contactsOf } from '../../helpers/dialer-fixtures';
import { insertWebhookEndpoint } from '../../helpers/webhook-endpoint-row';
import { contactNumber, importList, realModeAccount } from './real-call-fixtures';
import { dialEveryoneOnce, startRetellWorld } from './retell-world';

const KEY = 'retell-webhook-outbox-key';
const { fake, ctx, url } = await startRetellWorld(KEY);

describe('outbound webhook events of real calls', () => {
  it('an analysed call, an opt-out and the stage moves land in the outbox, once each', async () => {
    const a = await realModeAccount(ctx, fake, url, 'outbox', KEY);
    const endpointId = await insertWebhookEndpoint(ctx, a.user.accountId, [
      'call.analyzed',
      'contact.opted_out',
      'contact.stage_changed',
    ]);
    const list = await importList(ctx, a.user.accountId, 2);
    fake.scenarios.set(contactNumber(1), 'booking');
    fake.scenarios.set(contactNumber(2), 'opt-out');
    await dialEveryoneOnce(ctx, a.caller, list.id);

    const rows = await ctx.db
      .selectFrom('webhook_deliveries')
      .select(['event', 'body'])
      .where('endpoint_id', '=', endpointId)
      .execute();
    const bodies = rows.map(
      (r) =>
        JSON.parse(r.body) as {
          type: string;
          data: Record<string, unknown> & { contact_id?: string; call_fields?: object };
        },
    );
    const [booked, optedOut] = await contactsOf(ctx, list.id);

    const analyzed = bodies.filter((b) => b.type === 'call.analyzed');
    expect(analyzed).toHaveLength(2);
    const bookedCall = analyzed.find((b) => b.data.contact_id === String(booked!.id))!;
    expect(bookedCall.data.call_fields).toMatchObject({
      appointment_booked: true,
      roof_damage_reported: true,
    });
    expect(bodies.filter((b) => b.type === 'contact.opted_out')).toMatchObject([
      {
        data: {
          phone_number: contactNumber(2),
          source: 'opt-out',
          contact_ids: [String(optedOut!.id)],
        },
      },
    ]);
    expect(
      bodies
        .filter((b) => b.type === 'contact.stage_changed')
        .map((b) => [b.data.contact_id, b.data.to, b.data.by]),
    ).toContainEqual([String(booked!.id), 'Appointment', 'automatic']);
    expect(rows.every((r) => r.event === JSON.parse(r.body).type)).toBe(true);
  });
});
