import { describe, expect, it } from 'vitest';
import { storeSecret } from '../../../server/modules/api-keys/api-keys.service';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import {
  accountWithRetellCalls,
  postWebhook,
  signBody,
  webhookBody,
} from './retell-webhook-fixtures';

const ctx = await createTestContext({ DIALER_CALL_DURATION_MS: '600000' });
const { url } = await startTestServer(ctx);

describe('the Retell key of a webhook, kept opened per process', () => {
  it('follows a key change at once: the old key is refused on the next delivery, the new one accepted', async () => {
    const a = await accountWithRetellCalls(ctx, 'rekey', 'key_before_change', 3);
    const [first, second, third] = a.providerCallIds;
    const before = webhookBody('call_started', { call_id: first! });
    expect(
      (await postWebhook(url, before, await signBody(before, 'key_before_change'))).status,
    ).toBe(204);

    await storeSecret(ctx, a.user, 'retell', 'key_after_change', {
      status: 'valid',
      message: null,
    });
    const stale = webhookBody('call_started', { call_id: second! });
    expect((await postWebhook(url, stale, await signBody(stale, 'key_before_change'))).status).toBe(
      401,
    );
    const fresh = webhookBody('call_started', { call_id: third! });
    expect((await postWebhook(url, fresh, await signBody(fresh, 'key_after_change'))).status).toBe(
      204,
    );
  });

  it('the one-statement path (metadata names the account, key kept opened) refuses the old key after a change, and another account call', async () => {
    const a = await accountWithRetellCalls(ctx, 'rekeyfast', 'key_fast_before', 3);
    const b = await accountWithRetellCalls(ctx, 'rekeyother', 'key_other_account', 1);
    const metadata = { account_id: a.user.accountId };
    const [first, second, third] = a.providerCallIds;
    const signed = async (callId: string, key: string) => {
      const body = webhookBody('call_started', { call_id: callId, metadata });
      return (await postWebhook(url, body, await signBody(body, key))).status;
    };
    // The first delivery opens and keeps the key; the second takes the one-statement path.
    expect(await signed(first!, 'key_fast_before')).toBe(204);
    expect(await signed(second!, 'key_fast_before')).toBe(204);
    // B's call, claimed for A through the metadata and signed with A's key: refused.
    expect(await signed(b.providerCallIds[0]!, 'key_fast_before')).toBe(401);
    expect(
      await ctx.db
        .selectFrom('provider_webhook_events')
        .select('id')
        .where('provider_call_id', '=', b.providerCallIds[0]!)
        .execute(),
    ).toEqual([]);

    await storeSecret(ctx, a.user, 'retell', 'key_fast_after', { status: 'valid', message: null });
    expect(await signed(third!, 'key_fast_before')).toBe(401);
    expect(await signed(third!, 'key_fast_after')).toBe(204);
  });
});
