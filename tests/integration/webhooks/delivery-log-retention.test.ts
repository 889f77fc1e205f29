import { describe, expect, it } from 'vitest';
import { pruneDeliveryLog } from '../../../server/modules/webhooks/delivery-log-prune.job';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { insertWebhookEndpoint } from '../../helpers/webhook-endpoint-row';

const ctx = await createTestContext();
const DAY = 86_400_000;

async function logRow(
  accountId: string,
  endpointId: string | null,
  ageDays: number,
  status: 'delivered' | 'failed' | 'not_linked' | 'retrying',
) {
  const row = await ctx.db
    .insertInto('webhook_deliveries')
    .values({
      account_id: accountId,
      endpoint_id: endpointId,
      destination: endpointId ? 'webhook' : 'acculynx',
      event: 'call.analyzed',
      body: '{}',
      status,
      response_code: null,
      duration_ms: null,
      last_error: null,
      next_attempt_at: null,
      queued_at: new Date(),
      created_at: new Date(Date.now() - ageDays * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('delivery-log retention', () => {
  it('the hourly prune deletes webhook and AccuLynx rows older than 30 days, and nothing younger', async () => {
    const a = await signedInUser(ctx, 'retention');
    const accountId = a.user.accountId;
    const endpointId = await insertWebhookEndpoint(ctx, accountId, ['call.analyzed']);
    const oldWebhook = await logRow(accountId, endpointId, 31, 'delivered');
    const oldWriteback = await logRow(accountId, null, 45, 'not_linked');
    const oldFailed = await logRow(accountId, endpointId, 60, 'failed');
    const young = [
      await logRow(accountId, endpointId, 29, 'delivered'),
      await logRow(accountId, null, 29.9, 'failed'),
    ];
    // An old row resent a moment ago is still on its way: left until it finishes.
    const resent = await logRow(accountId, null, 40, 'retrying');

    expect(await pruneDeliveryLog(ctx)).toBe(3);

    const left = await ctx.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('account_id', '=', accountId)
      .execute();
    const ids = left.map((r) => r.id);
    expect(ids.sort()).toEqual([...young, resent].sort());
    for (const gone of [oldWebhook, oldWriteback, oldFailed]) expect(ids).not.toContain(gone);
    expect(await pruneDeliveryLog(ctx)).toBe(0);
  });
});
