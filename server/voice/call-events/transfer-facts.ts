import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { RetellCall } from '../../integrations/retell/retell-webhook-shape';
import { transferReport } from '../../integrations/retell/transfer';

/**
 * What the events say about transfers, on our call rows. A bridged or cancelled report wins over
 * a plain "transferred" (which says nothing about bridging), whatever the order they arrive in.
 */
export async function saveTransferFacts(
  db: Kysely<Database>,
  reports: readonly { callId: string; event: string; call: RetellCall }[],
): Promise<void> {
  for (const { callId, event, call } of reports) {
    const report = transferReport(event, call);
    if (!report) continue;
    const outcome =
      report.outcome === 'transferred'
        ? sql<'transferred'>`coalesce(transfer_outcome, 'transferred')`
        : report.outcome;
    await db
      .updateTable('calls')
      .set({
        transfer_outcome: outcome,
        transfer_destination: sql`coalesce(${report.destination}, transfer_destination)`,
      })
      .where('id', '=', callId)
      .execute();
  }
}
