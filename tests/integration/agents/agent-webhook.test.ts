import { afterAll, describe, expect, it } from 'vitest';
import { AGENT_WEBHOOK_MESSAGES, agentWebhookState } from '../../../shared/agents/agent-webhook';
import { IMPORT_MESSAGES } from '../../../shared/agents/retell-import';
import { startRetellFake } from '../../fakes/retell-fake';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { callerFor, createOwner } from '../teams/team-fixtures';
import { draft, ownerWithRetell, RETELL_KEY } from './agent-fixtures';

const TYPED_KEY = 'key_typed_in_import_dialog';
const fake = await startRetellFake([RETELL_KEY, TYPED_KEY]);
afterAll(() => fake.close());
const ctx = await createTestContext({
  RETELL_BASE_URL: fake.url,
  RETELL_MAX_RETRIES: '0',
  APP_URL: 'https://dialer.example.com',
});
const PRODUCT = 'https://dialer.example.com/api/webhooks/retell';

const seedWith = (webhookUrl: string | null) => {
  const agent = fake.seedAgent({ agent_name: `Imported ${webhookUrl ?? 'empty'}` });
  if (webhookUrl) agent.webhook_url = webhookUrl;
  return String(agent.agent_id);
};
const updatesOf = (agentId: string) =>
  fake.requests.filter((r) => r.method === 'PATCH' && r.path === `/update-agent/${agentId}`);

describe('imported Retell agents report back', () => {
  it.each([
    ['empty', null],
    ['foreign', 'https://other-crm.example.com/retell'],
  ] as const)(
    'an agent whose webhook is %s is flagged, and the offer changes only its webhook_url',
    async (state, webhookUrl) => {
      const caller = callerFor(ctx, await ownerWithRetell(ctx, `Hook ${state}`));
      const agentId = seedWith(webhookUrl);
      const imported = await caller.agents.importFromRetell({ agentId });
      const { url } = await caller.agents.webhookTarget();
      expect(url).toBe(PRODUCT);
      expect(imported.webhookUrl).toBe(webhookUrl);
      expect(agentWebhookState(imported.webhookUrl, url)).toBe(state);
      expect(updatesOf(agentId)).toEqual([]);

      const set = await caller.agents.setRetellWebhook({ id: imported.id });
      expect(updatesOf(agentId).map((r) => r.body)).toEqual([{ webhook_url: PRODUCT }]);
      expect(fake.agents.get(agentId)?.webhook_url).toBe(PRODUCT);
      expect(set.webhookUrl).toBe(PRODUCT);
      const [listed] = await caller.agents.list();
      expect(agentWebhookState(listed!.webhookUrl, url)).toBe('product');
    },
  );

  it('declined: the agent stays as imported, still flagged, and nothing is sent to Retell', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Declined'));
    const agentId = seedWith('https://other-crm.example.com/retell');
    await caller.agents.importFromRetell({ agentId });
    const [listed] = await caller.agents.list();
    expect(agentWebhookState(listed!.webhookUrl, PRODUCT)).toBe('foreign');
    expect(fake.agents.get(agentId)?.webhook_url).toBe('https://other-crm.example.com/retell');
    expect(updatesOf(agentId)).toEqual([]);
  });

  it('uses the key typed in the import dialog when none is saved, and asks for one otherwise', async () => {
    const owner = await createOwner(ctx, 'Typed');
    const caller = callerFor(ctx, owner);
    const agentId = seedWith(null);
    const imported = await caller.agents.importFromRetell({ agentId, apiKey: TYPED_KEY });
    const noKey = await rejection(caller.agents.setRetellWebhook({ id: imported.id }));
    expect(noKey.message).toBe(IMPORT_MESSAGES.keyFirst);
    await caller.agents.setRetellWebhook({ id: imported.id, apiKey: TYPED_KEY });
    expect(updatesOf(agentId).at(-1)?.authorization).toBe(`Bearer ${TYPED_KEY}`);
  });

  it('refuses an agent of another account and one not linked to Retell', async () => {
    const a = callerFor(ctx, await ownerWithRetell(ctx, 'HookA'));
    const b = callerFor(ctx, await ownerWithRetell(ctx, 'HookB'));
    const imported = await a.agents.importFromRetell({ agentId: seedWith(null) });
    expect((await rejection(b.agents.setRetellWebhook({ id: imported.id }))).code).toBe(
      'NOT_FOUND',
    );
    const owner = await createOwner(ctx, 'Local2');
    const localAgent = await callerFor(ctx, owner).agents.create({ agent: draft() });
    const notLinked = await rejection(
      callerFor(ctx, owner).agents.setRetellWebhook({ id: localAgent.id }),
    );
    expect(notLinked.message).toBe(AGENT_WEBHOOK_MESSAGES.notLinked);
    expect(localAgent.retellAgentId).toBeNull();
  });
});
