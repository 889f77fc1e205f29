import type { AppDeps } from '../../deps';
import { publishWebhookEvents } from '../../modules/webhooks/publish-webhook-event';

/** call.analyzed (outbound webhooks) for our calls whose analysis just arrived and was saved. */
export async function publishCallsAnalyzed(
  deps: Pick<AppDeps, 'db'>,
  callIds: readonly string[],
): Promise<void> {
  if (callIds.length === 0) return;
  const calls = await deps.db
    .selectFrom('calls')
    .select(['id', 'account_id', 'list_id', 'contact_id', 'summary', 'call_successful'])
    .select('call_fields')
    .where('id', 'in', [...callIds])
    .execute();
  await publishWebhookEvents(
    deps.db,
    calls.map((call) => ({
      accountId: call.account_id,
      type: 'call.analyzed',
      data: {
        call_id: call.id,
        list_id: call.list_id,
        contact_id: call.contact_id === null ? null : String(call.contact_id),
        summary: call.summary,
        successful: call.call_successful,
        call_fields: call.call_fields ?? {},
      },
    })),
  );
}
