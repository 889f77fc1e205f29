import { afterAll, describe, expect, it } from 'vitest';
import { VARIANT_MESSAGES } from '../../../shared/ab/variant-inputs';
import { startRetellFake } from '../../fakes/retell-fake';
import { contactsOf, runWorkers, waitForState } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { importList, realModeAccount, storedAgent } from '../real-calls/real-call-fixtures';

const KEY = 'retell-ab-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  RETELL_TIMEOUT_MS: '1000',
  RETELL_ANALYSIS_WAIT_MS: '1500',
  DIALER_ROUND_PAUSE_MS: '100',
  DIALER_BATCH_SIZE: '10',
});
const { url } = await startTestServer(ctx);
await runWorkers(ctx);

describe('A/B variants through Retell (against the fake)', () => {
  it('refuses a variant whose agent is not on Retell, naming it', async () => {
    const a = await realModeAccount(ctx, fake, url, 'unsynced', KEY);
    const local = await storedAgent(ctx, a.user.accountId, 'Local only');
    const list = await importList(ctx, a.user.accountId, 2);
    await expect(
      a.caller.variants.save({
        listId: list.id,
        variants: [
          { agentId: a.agentId, weight: 1 },
          { agentId: local.id, weight: 1 },
        ],
      }),
    ).rejects.toThrow(VARIANT_MESSAGES.notOnRetell('Local only'));
  });

  it("places each contact's call with its variant's agent as the create-call agent override", async () => {
    const a = await realModeAccount(ctx, fake, url, 'ab', KEY);
    const second = await storedAgent(ctx, a.user.accountId, 'ab second', fake, url);
    const list = await importList(ctx, a.user.accountId, 20);
    const view = await a.caller.variants.save({
      listId: list.id,
      variants: [
        { agentId: a.agentId, weight: 50 },
        { agentId: second.id, weight: 50 },
      ],
    });
    const retellIdOf = new Map([
      [a.agentId, a.retellAgentId],
      [second.id, second.retellAgentId!],
    ]);
    const agentOfVariant = new Map(view.variants.map((v) => [v.id, v.agentId]));
    await a.caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 30_000);
    await fake.idle();

    const creates = fake.requests.filter((r) => r.path === '/v2/create-phone-call');
    expect(creates).toHaveLength(20);
    const sentTo = new Map(creates.map((r) => [r.body?.to_number, r.body?.override_agent_id]));
    const used = new Set<unknown>();
    for (const contact of await contactsOf(ctx, list.id)) {
      const stored = await ctx.db
        .selectFrom('contacts')
        .select('ab_variant_id')
        .where('id', '=', contact.id)
        .executeTakeFirstOrThrow();
      const agentId = agentOfVariant.get(stored.ab_variant_id!)!;
      expect(sentTo.get(contact.phone_number)).toBe(retellIdOf.get(agentId));
      used.add(sentTo.get(contact.phone_number));
    }
    expect(used.size).toBe(2);
    // The fake's call object names the agent that spoke, and the call row keeps it.
    const calls = await ctx.db
      .selectFrom('calls')
      .select(['voice_agent_id', 'ab_variant_id'])
      .where('list_id', '=', list.id)
      .execute();
    for (const call of calls)
      expect(call.voice_agent_id).toBe(agentOfVariant.get(call.ab_variant_id!));
  });
});
