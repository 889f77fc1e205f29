import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import {
  accountWithRetellCalls,
  drainWakeUps,
  postWebhook,
  signBody,
  storedEvents,
  webhookBody,
} from './retell-webhook-fixtures';

const KEY = 'key_webhook_account_a';
const ctx = await createTestContext({ DIALER_CALL_DURATION_MS: '600000' });
const { url } = await startTestServer(ctx);
const a = await accountWithRetellCalls(ctx, 'hooka', KEY);
const providerCallId = a.providerCallIds[0]!;

describe('POST /api/webhooks/retell', () => {
  it('refuses unsigned, wrong-key, tampered and stale deliveries and stores nothing', async () => {
    const body = webhookBody('call_started', { call_id: providerCallId });
    const tampered = body.replace('call_started', 'call_ended');
    const fiveMinutesAndASecondAgo = Date.now() - 301_000;
    const refused = [
      await postWebhook(url, body),
      await postWebhook(url, body, await signBody(body, 'key_someone_else')),
      await postWebhook(url, tampered, await signBody(body, KEY)),
      await postWebhook(url, body, await signBody(body, KEY, fiveMinutesAndASecondAgo)),
      await postWebhook(url, body, 'v=123,d=not-hex'),
    ];
    expect(refused.map((res) => res.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await storedEvents(ctx, providerCallId)).toHaveLength(0);
    expect(await drainWakeUps(ctx)).toHaveLength(0);
  });

  it('stores a signed event once, however often it is delivered, and wakes the drain', async () => {
    const body = webhookBody('call_started', { call_id: providerCallId });
    const first = await postWebhook(url, body, await signBody(body, KEY));
    expect(first.status).toBe(204);
    const again = await postWebhook(url, body, await signBody(body, KEY));
    expect(again.status).toBe(204);

    const events = await storedEvents(ctx, providerCallId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ account_id: a.user.accountId, event: 'call_started' });
    // One wake-up per time slot, due at the slot's end, whatever the number of deliveries in it.
    const wakeUps = await drainWakeUps(ctx);
    expect(wakeUps.length).toBeGreaterThan(0);
    for (const job of wakeUps) {
      expect(job.id).toBe(`events-${new Date(job.data.dueAt).getTime()}`);
      expect(new Date(job.data.dueAt).getTime()).toBeGreaterThanOrEqual(
        events[0]!.received_at.getTime(),
      );
    }
  });

  it('finds the account from our metadata when no call row knows the provider id yet', async () => {
    const body = webhookBody('call_started', {
      call_id: 'call_not_stored_yet',
      metadata: { account_id: a.user.accountId },
    });
    expect((await postWebhook(url, body, await signBody(body, KEY))).status).toBe(204);
    expect(await storedEvents(ctx, 'call_not_stored_yet')).toHaveLength(1);

    // Without a row or metadata there is no account, hence no key: refused.
    const orphan = webhookBody('call_started', { call_id: 'call_unknown' });
    expect((await postWebhook(url, orphan, await signBody(orphan, KEY))).status).toBe(401);
  });

  it('does not accept another account key for a call of this account', async () => {
    const b = await accountWithRetellCalls(ctx, 'hookb', 'key_webhook_account_b');
    const body = webhookBody('call_ended', {
      call_id: providerCallId,
      metadata: { account_id: b.user.accountId },
    });
    const res = await postWebhook(url, body, await signBody(body, 'key_webhook_account_b'));
    expect(res.status).toBe(401);
    expect((await storedEvents(ctx, providerCallId)).map((e) => e.event)).toEqual(['call_started']);
  });

  it('keeps the body exactly as signed, even with a NUL escape in a transcript', async () => {
    const body = webhookBody('call_analyzed', {
      call_id: 'call_with_nul',
      metadata: { account_id: a.user.accountId },
      transcript: 'Agent: hello\u0000',
    });
    expect((await postWebhook(url, body, await signBody(body, KEY))).status).toBe(204);
    expect((await storedEvents(ctx, 'call_with_nul'))[0]!.payload).toBe(body);
  });

  it('answers 400 to a signed body that is not a Retell event, and 413 past the cap', async () => {
    const notJson = 'hello';
    expect((await postWebhook(url, notJson, await signBody(notJson, KEY))).status).toBe(400);
    const huge = webhookBody('call_ended', {
      call_id: providerCallId,
      transcript: 'x'.repeat(2 * 1024 * 1024),
    });
    expect((await postWebhook(url, huge, await signBody(huge, KEY))).status).toBe(413);
  });

  it('is not behind the browser state-change guard (Retell posts plain JSON, no custom header)', async () => {
    const body = webhookBody('call_analyzed', { call_id: providerCallId });
    const res = await fetch(`${url}/api/webhooks/retell`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-retell-signature': await signBody(body, KEY) },
      body,
    });
    expect(res.status).toBe(204);
  });
});
