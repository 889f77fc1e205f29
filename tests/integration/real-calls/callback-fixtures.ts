import { sign } from 'retell-sdk';
import type { RetellFake } from '../../fakes/retell-fake';
import type { TestContext } from '../../helpers/test-context';
import { CALLER_NUMBER, storedAgent } from './real-call-fixtures';

/** Posts a `call_inbound` to the account's inbound webhook, signed with `key` (null: unsigned). */
export async function postInbound(
  serverUrl: string,
  accountId: string,
  fromNumber: string,
  key: string | null,
  options: { signature?: string } = {},
) {
  const body = JSON.stringify({
    event: 'call_inbound',
    call_inbound: { from_number: fromNumber, to_number: CALLER_NUMBER },
  });
  const signature = options.signature ?? (key ? await sign(body, key) : undefined);
  const res = await fetch(`${serverUrl}/api/webhooks/retell/inbound/${accountId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature && { 'x-retell-signature': signature }),
    },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as InboundAnswer) : null };
}

export type InboundAnswer = {
  call_inbound: {
    override_agent_id?: string;
    dynamic_variables?: Record<string, string>;
    metadata?: Record<string, string>;
  };
};

/** A second agent on Retell, chosen as the account's inbound agent. */
export async function inboundAgent(
  ctx: TestContext,
  fake: RetellFake,
  serverUrl: string,
  accountId: string,
) {
  const agent = await storedAgent(ctx, accountId, 'Inbound desk', fake, serverUrl);
  await ctx.db
    .insertInto('campaign_defaults')
    .values({ account_id: accountId, voice_agent_id: null, caller_number: null })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ inbound_agent_id: agent.id }))
    .execute();
  await ctx.db
    .updateTable('campaign_defaults')
    .set({ inbound_agent_id: agent.id })
    .where('account_id', '=', accountId)
    .execute();
  return { id: agent.id, retellAgentId: agent.retellAgentId! };
}

/** The fake's record of the account's number, pointed at the account's inbound webhook. */
export function wireNumber(fake: RetellFake, serverUrl: string, accountId: string) {
  fake.phoneNumbers.set(CALLER_NUMBER, {
    phone_number: CALLER_NUMBER,
    phone_number_type: 'retell-twilio',
    inbound_webhook_url: `${serverUrl}/api/webhooks/retell/inbound/${accountId}`,
  });
}
