import { sql } from 'kysely';
import type { BenchInfra } from './bench-env';

export const DRAIN_KEY = 'retell-drain-bench-key';

/** Three kinds of ended call, in turn (with the metadata we give a call when `accountId` is set): no answer, voicemail, a conversation with its analysis. */
export function eventBody(
  providerCallId: string,
  i: number,
  accountId?: string,
): { event: string; body: string } {
  const kinds = [
    { event: 'call_ended', call: { disconnection_reason: 'dial_no_answer', duration_ms: 0 } },
    { event: 'call_ended', call: { disconnection_reason: 'voicemail_reached', duration_ms: 9000 } },
    {
      event: 'call_analyzed',
      call: {
        disconnection_reason: 'user_hangup',
        duration_ms: 42_000,
        call_analysis: { call_successful: i % 2 === 0, call_summary: 'Asked for a quote.' },
      },
    },
  ] as const;
  const kind = kinds[i % kinds.length]!;
  // Retell echoes the metadata a call was created with (reference: create-phone-call).
  const metadata = accountId ? { metadata: { account_id: accountId } } : {};
  const call = { call_id: providerCallId, call_type: 'phone_call', ...metadata, ...kind.call };
  return { event: kind.event, body: JSON.stringify({ event: kind.event, call }) };
}

export type DrainSeed = { accountId: string; userId: string; listId: string; size: number };

export async function pendingEvents(infra: BenchInfra): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from provider_webhook_events where processed_at is null`.execute(infra.db);
  return Number(rows[0]!.n);
}
