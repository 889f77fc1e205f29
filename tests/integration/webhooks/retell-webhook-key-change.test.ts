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
});
