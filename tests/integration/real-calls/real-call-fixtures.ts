import { storeSecret } from '../../../server/modules/api-keys/api-keys.service';
import type { RetellFake } from '../../fakes/retell-fake';
import {
  importList as importAnyList,
  type SignedIn,
  signedInUser,
} from '../../helpers/dialer-fixtures';
import type { TestContext } from '../../helpers/test-context';
import { insertVoiceAgent } from '../../helpers/voice-agent-row';

export const CALLER_NUMBER = '+12145550100';

/**
 * An account ready for real calls against the Retell fake: a valid key, an agent on Retell whose
 * webhook_url is this test's server, a caller number, both chosen as the campaign defaults.
 */
export async function realModeAccount(
  ctx: TestContext,
  fake: RetellFake,
  serverUrl: string,
  label: string,
  key: string,
): Promise<SignedIn & { agentId: string; retellAgentId: string }> {
  const signedIn = await signedInUser(ctx, label);
  const accountId = signedIn.user.accountId;
  await storeSecret(ctx, signedIn.user, 'retell', key, { status: 'valid', message: null });
  await ctx.db
    .updateTable('accounts')
    .set({ calls_in_flight_limit: 1000, business_name: `${label} Roofing` })
    .where('id', '=', accountId)
    .execute();
  const agent = await storedAgent(ctx, accountId, `${label} agent`, fake, serverUrl);
  await ctx.db
    .insertInto('phone_numbers')
    .values({ account_id: accountId, phone_number: CALLER_NUMBER, status: 'active' })
    .execute();
  await signedIn.caller.campaignSettings.saveVoice({
    listId: null,
    voiceAgentId: agent.id,
    callerNumber: CALLER_NUMBER,
  });
  return { ...signedIn, agentId: agent.id, retellAgentId: agent.retellAgentId! };
}

/**
 * A voice agent of the account. With `fake`: an agent seeded on the Retell fake too, whose
 * webhook_url is this test's server, stored as synced; without: one that was never saved to Retell.
 */
export async function storedAgent(
  ctx: TestContext,
  accountId: string,
  name: string,
  fake?: RetellFake,
  serverUrl?: string,
): Promise<{ id: string; retellAgentId: string | null }> {
  const retellAgent = fake?.seedAgent({ agent_name: name });
  if (retellAgent) retellAgent.webhook_url = `${serverUrl}/api/webhooks/retell`;
  const retellAgentId = retellAgent ? String(retellAgent.agent_id) : null;
  const id = await insertVoiceAgent(ctx, accountId, name, retellAgentId);
  return { id, retellAgentId };
}

/** The numbers importList gives contacts 1..n. */
export const contactNumber = (i: number) => `+1214${2_000_000 + i}`;

/**
 * A list whose every number has recorded consent: real calls dial consent-only lists by default,
 * and these tests are about the calls, not the consent rule.
 */
export const importList = (ctx: TestContext, accountId: string, count: number) =>
  importAnyList(ctx, accountId, count, { consent: true });
