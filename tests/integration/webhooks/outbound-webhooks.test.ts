import { afterAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../server/mail/mailer';
import { publishWebhookEvents } from '../../../server/modules/webhooks/publish-webhook-event';
import { retryOffsetsMs } from '../../../server/modules/webhooks/retry-schedule';
import { deliverWebhook } from '../../../server/modules/webhooks/webhook-delivery.job';
import { relayWebhookDeliveries } from '../../../server/modules/webhooks/webhook-relay.job';
import type { Resolver } from '../../../server/security/fetch-policy';
import { WEBHOOK_MESSAGES, type WebhookEvent } from '../../../shared/webhooks/webhooks';
import { startWebhookReceiverFake } from '../../fakes/webhook-receiver-fake';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { IPV4_COMPATIBLE_HOSTS } from '../../helpers/hostile-urls';
import { createTestContext } from '../../helpers/test-context';
import { documentedVerifier } from '../../helpers/webhook-doc-snippet';

const receiver = await startWebhookReceiverFake();
afterAll(() => receiver.close());
const ctx = await createTestContext({
  WEBHOOK_LOCAL_ORIGINS: receiver.url,
  WEBHOOK_RELAY_INTERVAL_MS: '0',
});
const mails: MailMessage[] = [];
// Host names resolve as the test says: "internal.example" to a private address.
const resolve: Resolver = async (host) =>
  host === 'internal.example'
    ? [{ address: '10.1.2.3', family: 4 }]
    : host === 'public.example'
      ? [{ address: '93.184.216.34', family: 4 }]
      : [];
const deps = { ...ctx, resolve, mailer: { send: async (m: MailMessage) => void mails.push(m) } };

const deliveriesOf = (endpointId: string) =>
  ctx.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at')
    .execute();

async function queuedJob(deliveryId: string, attempt: number) {
  return ctx.queues.get('system').getJob(`webhook-${deliveryId}-${attempt}`);
}

async function accountWithEndpoint(
  label: string,
  events: readonly WebhookEvent[] = ['contact.stage_changed'],
) {
  const a = await signedInUser(ctx, label);
  const { endpoint, secret } = await a.caller.webhooks.addEndpoint({
    url: `${receiver.url}/hooks/${label}`,
    events: [...events],
  });
  return { ...a, endpoint, secret };
}

describe('outbound webhooks', () => {
  it('a stage change is signed, delivered to the receiver, verified, and logged', async () => {
    const a = await accountWithEndpoint('signed');
    receiver.setSecret(a.secret);
    const list = await importList(ctx, a.user.accountId, 1);
    const [contact] = await ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('list_id', '=', list.id)
      .execute();
    await a.caller.leads.moveStage({ contactIds: [Number(contact!.id)], stage: 'Interested' });

    const [delivery] = await deliveriesOf(a.endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', queued_at: null });
    await relayWebhookDeliveries(ctx);
    expect(await queuedJob(delivery!.id, 1)).toBeDefined();
    await deliverWebhook(deps, { deliveryId: delivery!.id, attempt: 1 });

    const got = receiver.received.find((r) => r.deliveryId === delivery!.id)!;
    expect(got.verified).toBe(true);
    expect(got.event).toBe('contact.stage_changed');
    expect(JSON.parse(got.body)).toMatchObject({
      type: 'contact.stage_changed',
      data: { contact_id: String(contact!.id), from: 'New', to: 'Interested', by: 'manual' },
    });
    const verify = await documentedVerifier();
    expect(verify(got.signature, got.body, a.secret)).toBe(true);
    expect(verify(got.signature, got.body, 'whsec_wrong')).toBe(false);

    const [logged] = await a.caller.webhooks.deliveries({ endpointId: a.endpoint.id });
    expect(logged).toMatchObject({ status: 'delivered', responseCode: 200, attempts: 1 });
    expect(logged!.nextAttemptAt).toBeNull();

    await a.caller.webhooks.resend({ deliveryId: delivery!.id });
    await deliverWebhook(deps, { deliveryId: delivery!.id, attempt: 2, resend: true });
    const again = receiver.received.filter((r) => r.deliveryId === delivery!.id);
    expect(again).toHaveLength(2);
    expect(again[1]!.body).toBe(again[0]!.body);
  });

  it('after "Roll secret" both secrets verify for 24 hours, then only the new one', async () => {
    const a = await accountWithEndpoint('rolled');
    const { secret: rolled } = await a.caller.webhooks.rollSecret({ endpointId: a.endpoint.id });
    const send = async (at: Date) => {
      const { deliveryId } = await a.caller.webhooks.sendTestEvent({ endpointId: a.endpoint.id });
      receiver.setSecret(rolled);
      receiver.setClock(() => at);
      await deliverWebhook(deps, { deliveryId, attempt: 1 }, () => at);
      return receiver.received.find((r) => r.deliveryId === deliveryId)!;
    };
    const verify = await documentedVerifier();
    const soon = new Date();
    const during = await send(soon);
    expect(during.signature.match(/v1=/g)).toHaveLength(2);
    const tOf = (sig: string) => Number(/t=(\d+)/.exec(sig)![1]);
    expect(verify(during.signature, during.body, a.secret, tOf(during.signature))).toBe(true);
    expect(verify(during.signature, during.body, rolled, tOf(during.signature))).toBe(true);

    const after = await send(new Date(soon.getTime() + 24 * 3_600_000 + 1000));
    expect(after.signature.match(/v1=/g)).toHaveLength(1);
    expect(verify(after.signature, after.body, a.secret, tOf(after.signature))).toBe(false);
    expect(verify(after.signature, after.body, rolled, tOf(after.signature))).toBe(true);
    expect(after.verified).toBe(true);
    receiver.setClock(() => new Date());
  });

  it('failures back off on the schedule; a day of failures disables the endpoint and mails the owner', async () => {
    const a = await accountWithEndpoint('failing');
    receiver.setSecret(a.secret);
    receiver.answerWith(500);
    try {
      const { deliveryId } = await a.caller.webhooks.sendTestEvent({ endpointId: a.endpoint.id });
      const [row] = await deliveriesOf(a.endpoint.id);
      const start = row!.created_at;
      let now = start;
      receiver.setClock(() => now);
      const offsets: number[] = [];
      for (let attempt = 1; attempt <= 30; attempt++) {
        await deliverWebhook(deps, { deliveryId, attempt }, () => now);
        const [after] = await deliveriesOf(a.endpoint.id);
        expect(after!.response_code).toBe(500);
        if (!after!.next_attempt_at) break;
        expect(after!.status).toBe('retrying');
        const job = await queuedJob(deliveryId, attempt + 1);
        expect(job?.data).toMatchObject({ notBefore: after!.next_attempt_at.toISOString() });
        offsets.push(after!.next_attempt_at.getTime() - start.getTime());
        now = after!.next_attempt_at;
      }
      // The last try, 24 hours after the first failure, disables the endpoint: no retry after it.
      expect(offsets).toEqual(retryOffsetsMs());
      expect(offsets.at(-1)).toBe(24 * 3_600_000);
      expect(offsets.slice(0, 4)).toEqual([30_000, 90_000, 210_000, 450_000]);
      const [last] = await deliveriesOf(a.endpoint.id);
      expect(last).toMatchObject({ status: 'failed', next_attempt_at: null });
      const [endpoint] = await a.caller.webhooks.endpoints();
      expect(endpoint).toMatchObject({ enabled: false });
      expect(new Date(endpoint!.disabledAt!).getTime()).toBe(now.getTime());
      const mail = mails.find((m) => m.to === a.user.email)!;
      expect(mail.subject).toBe('Webhook endpoint disabled');
      expect(mail.text).toContain(`${receiver.url}/hooks/failing`);

      // Disabled: events no longer add deliveries, and the test button says why.
      await publishWebhookEvents(ctx.db, [
        { accountId: a.user.accountId, type: 'contact.stage_changed', data: {} },
      ]);
      expect(await deliveriesOf(a.endpoint.id)).toHaveLength(1);
      await expect(a.caller.webhooks.sendTestEvent({ endpointId: a.endpoint.id })).rejects.toThrow(
        WEBHOOK_MESSAGES.endpointDisabled,
      );
    } finally {
      receiver.answerWith(200);
      receiver.setClock(() => new Date());
    }
  });

  it('a success inside the window starts the failure window afresh', async () => {
    const a = await accountWithEndpoint('recovers');
    receiver.setSecret(a.secret);
    const send = async (at: Date, status: number) => {
      receiver.answerWith(status);
      receiver.setClock(() => at);
      const { deliveryId } = await a.caller.webhooks.sendTestEvent({ endpointId: a.endpoint.id });
      await deliverWebhook(deps, { deliveryId, attempt: 1 }, () => at);
    };
    const t0 = Date.now();
    await send(new Date(t0), 500);
    await send(new Date(t0 + 23 * 3_600_000), 200);
    await send(new Date(t0 + 25 * 3_600_000), 500);
    receiver.answerWith(200);
    receiver.setClock(() => new Date());
    const [endpoint] = await a.caller.webhooks.endpoints();
    expect(endpoint!.enabled).toBe(true);
  });

  it('refuses internal and non-https URLs when saved and when sending', async () => {
    const a = await signedInUser(ctx, 'internal');
    const { createCaller } = await import('../../helpers/webhook-caller');
    const caller = createCaller(deps, a.user);
    const refused: [string, string][] = [
      ['https://127.0.0.1/hooks', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://10.0.0.7/hooks', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://[::1]/hooks', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.urlNotPublic],
      ...IPV4_COMPATIBLE_HOSTS.map((host): [string, string] => [
        `https://${host}/hooks`,
        WEBHOOK_MESSAGES.urlNotPublic,
      ]),
      ['https://internal.example/hooks', WEBHOOK_MESSAGES.urlNotPublic],
      ['http://public.example/hooks', WEBHOOK_MESSAGES.urlHttps],
      ['not a url', WEBHOOK_MESSAGES.urlInvalid],
      ['https://nowhere.example/hooks', WEBHOOK_MESSAGES.urlUnresolvable('nowhere.example')],
    ];
    for (const [url, message] of refused) {
      await expect(caller.webhooks.addEndpoint({ url, events: ['call.ended'] })).rejects.toThrow(
        message,
      );
    }
    const ok = await caller.webhooks.addEndpoint({
      url: 'https://public.example/hooks',
      events: ['call.ended'],
    });
    // A name that later resolves to a private address is refused at connect time.
    await ctx.db
      .updateTable('webhook_endpoints')
      .set({ url: 'https://internal.example/hooks' })
      .where('id', '=', ok.endpoint.id)
      .execute();
    const { deliveryId } = await caller.webhooks.sendTestEvent({ endpointId: ok.endpoint.id });
    await deliverWebhook(deps, { deliveryId, attempt: 1 });
    const [row] = await deliveriesOf(ok.endpoint.id);
    expect(row).toMatchObject({
      status: 'retrying',
      response_code: null,
      last_error: WEBHOOK_MESSAGES.urlNotPublic,
    });
  });

  it("keeps accounts apart: events, endpoints and deliveries of one account are not another's", async () => {
    const a = await accountWithEndpoint('tenant-a', ['contact.stage_changed'] as const);
    const b = await accountWithEndpoint('tenant-b', ['contact.stage_changed'] as const);
    await publishWebhookEvents(ctx.db, [
      { accountId: b.user.accountId, type: 'contact.stage_changed', data: { contact_id: '1' } },
    ]);
    expect(await deliveriesOf(a.endpoint.id)).toHaveLength(0);
    expect(await deliveriesOf(b.endpoint.id)).toHaveLength(1);
    const [bDelivery] = await deliveriesOf(b.endpoint.id);

    expect(await a.caller.webhooks.deliveries({ endpointId: b.endpoint.id })).toEqual([]);
    expect((await a.caller.webhooks.endpoints()).map((e) => e.id)).toEqual([a.endpoint.id]);
    const other = { endpointId: b.endpoint.id };
    await expect(a.caller.webhooks.rollSecret(other)).rejects.toThrow(
      WEBHOOK_MESSAGES.endpointNotFound,
    );
    await expect(a.caller.webhooks.sendTestEvent(other)).rejects.toThrow(
      WEBHOOK_MESSAGES.endpointNotFound,
    );
    await expect(a.caller.webhooks.removeEndpoint(other)).rejects.toThrow(
      WEBHOOK_MESSAGES.endpointNotFound,
    );
    await expect(a.caller.webhooks.resend({ deliveryId: bDelivery!.id })).rejects.toThrow(
      WEBHOOK_MESSAGES.deliveryNotFound,
    );
    expect(await b.caller.webhooks.endpoints()).toHaveLength(1);
  });

  it('an appointment made in the app is announced as appointment.booked', async () => {
    const a = await accountWithEndpoint('booked', ['appointment.booked']);
    const created = await a.caller.appointments.create({
      appointment: {
        title: 'Roof inspection',
        clientName: 'Pat Homeowner',
        startTime: '2030-01-01T10:00:00Z',
        endTime: '2030-01-01T11:00:00Z',
      },
    });
    const [row] = await deliveriesOf(a.endpoint.id);
    expect(JSON.parse(row!.body)).toMatchObject({
      type: 'appointment.booked',
      data: {
        appointment_id: created.id,
        source: 'app',
        start_time: '2030-01-01T10:00:00.000Z',
        end_time: '2030-01-01T11:00:00.000Z',
      },
    });
  });

  it('the relay queues again an attempt whose job was lost', async () => {
    const a = await accountWithEndpoint('lost', ['call.ended']);
    const longAgo = new Date(Date.now() - 20 * 60_000);
    const lost = await ctx.db
      .insertInto('webhook_deliveries')
      .values({
        account_id: a.user.accountId,
        endpoint_id: a.endpoint.id,
        event: 'call.ended',
        body: '{}',
        status: 'retrying',
        attempts: 2,
        response_code: 500,
        duration_ms: 3,
        last_error: null,
        next_attempt_at: longAgo,
        queued_at: longAgo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await queuedJob(lost.id, 3)).toBeUndefined();
    await relayWebhookDeliveries(ctx);
    expect((await queuedJob(lost.id, 3))?.data).toEqual({ deliveryId: lost.id, attempt: 3 });
  });

  it('an event nobody subscribed to adds no delivery', async () => {
    const a = await accountWithEndpoint('unsubscribed', ['call.ended'] as const);
    await publishWebhookEvents(ctx.db, [
      { accountId: a.user.accountId, type: 'contact.stage_changed', data: {} },
    ]);
    expect(await deliveriesOf(a.endpoint.id)).toHaveLength(0);
  });

  it('"Edit" changes the URL and events, checks the URL as "Add" does, and keeps the secret', async () => {
    const a = await accountWithEndpoint('edited', ['call.ended']);
    const endpointId = a.endpoint.id;
    for (const [url, message] of [
      ['https://10.0.0.7/hooks', WEBHOOK_MESSAGES.urlNotPublic],
      ['http://93.184.216.34/hooks', WEBHOOK_MESSAGES.urlHttps],
    ] as const) {
      await expect(
        a.caller.webhooks.updateEndpoint({ endpointId, url, events: ['call.ended'] }),
      ).rejects.toThrow(message);
    }
    expect((await a.caller.webhooks.endpoints())[0]!.url).toBe(`${receiver.url}/hooks/edited`);

    const edited = await a.caller.webhooks.updateEndpoint({
      endpointId,
      url: `${receiver.url}/hooks/edited-new`,
      events: ['contact.stage_changed', 'contact.opted_out'],
    });
    expect(edited).toMatchObject({
      id: endpointId,
      url: `${receiver.url}/hooks/edited-new`,
      events: ['contact.stage_changed', 'contact.opted_out'],
      enabled: true,
    });
    await publishWebhookEvents(ctx.db, [
      { accountId: a.user.accountId, type: 'call.ended', data: {} },
      { accountId: a.user.accountId, type: 'contact.stage_changed', data: { contact_id: '1' } },
    ]);
    expect((await deliveriesOf(endpointId)).map((d) => d.event)).toEqual(['contact.stage_changed']);

    // Signed with the secret shown when it was added, sent to the new URL.
    receiver.setSecret(a.secret);
    const { deliveryId } = await a.caller.webhooks.sendTestEvent({ endpointId });
    await deliverWebhook(deps, { deliveryId, attempt: 1 });
    expect(receiver.received.find((r) => r.deliveryId === deliveryId)).toMatchObject({
      path: '/hooks/edited-new',
      verified: true,
    });

    const b = await signedInUser(ctx, 'edit-intruder');
    await expect(
      b.caller.webhooks.updateEndpoint({
        endpointId,
        url: `${receiver.url}/hooks/stolen`,
        events: ['call.ended'],
      }),
    ).rejects.toThrow(WEBHOOK_MESSAGES.endpointNotFound);
    expect((await a.caller.webhooks.endpoints())[0]!.url).toBe(`${receiver.url}/hooks/edited-new`);
  });
});
