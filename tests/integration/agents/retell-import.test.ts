import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { RETELL_MESSAGES } from '../../../shared/agents/retell-messages';
import { startRetellFake } from '../../fakes/retell-fake';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { callerFor, createOwner } from '../teams/team-fixtures';
import { ownerWithRetell, RETELL_KEY } from './agent-fixtures';

const OTHER_KEY = 'key_typed_in_dialog';
const fake = await startRetellFake([RETELL_KEY, OTHER_KEY]);
afterAll(() => fake.close());
afterEach(() => fake.failWith(null));
const ctx = await createTestContext({ RETELL_BASE_URL: fake.url, RETELL_MAX_RETRIES: '0' });

const seeded = fake.seedAgent({
  agent_name: 'Roof Pro',
  general_prompt: 'You help {{customer_name}} with roofs.',
  voice_id: '11labs-Matilda',
});

describe('import from Retell', () => {
  it('lists the agents with the saved key and imports one with the spec defaults', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Import'));
    const listed = await caller.agents.fetchRetellAgents({});
    expect(listed).toContainEqual({
      agentId: seeded.agent_id,
      agentName: 'Roof Pro',
      language: 'en-US',
      imported: false,
    });

    const agent = await caller.agents.importFromRetell({ agentId: String(seeded.agent_id) });
    expect(agent).toMatchObject({
      name: 'Roof Pro',
      category: 'Imported from Retell',
      script: 'You help {customer_name} with roofs.',
      voice: { id: '11labs-Matilda', name: 'Matilda' },
      retellAgentId: seeded.agent_id,
      sync: { status: 'synced', error: null },
    });
    expect(agent.callSettings).toMatchObject({ keypadInputDetection: false, maxCallDuration: 30 });
    const calls = fake.requests.slice(-2).map((r) => r.path);
    expect(calls).toEqual([
      `/get-agent/${seeded.agent_id}`,
      `/get-retell-llm/${(seeded.response_engine as { llm_id: string }).llm_id}`,
    ]);

    const again = await caller.agents.fetchRetellAgents({});
    expect(again.find((a) => a.agentId === seeded.agent_id)?.imported).toBe(true);
    const twice = await caller.agents.importFromRetell({ agentId: String(seeded.agent_id) });
    expect(twice.id).toBe(agent.id);
    expect(await caller.agents.list()).toHaveLength(1);
  });

  it('imports a begin message that is only control characters as a silent welcome', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Odd'));
    const odd = fake.seedAgent({ agent_name: 'Odd' });
    const llmId = (odd.response_engine as { llm_id: string }).llm_id;
    fake.llms.set(llmId, { ...fake.llms.get(llmId), begin_message: '\u0007\u0000' });
    const agent = await caller.agents.importFromRetell({ agentId: String(odd.agent_id) });
    expect(agent.llmSettings).toMatchObject({ firstMessage: 'user-first', customWelcome: '' });
  });

  it('uses a key typed in the dialog without storing it, and applies the spec defaults for a bare agent', async () => {
    const owner = await createOwner(ctx, 'Typed');
    const caller = callerFor(ctx, owner);
    const bare = fake.seedAgent({ agent_name: 'Bare', voice_id: 'openai-Nova' });
    const agent = await caller.agents.importFromRetell({
      agentId: String(bare.agent_id),
      apiKey: OTHER_KEY,
    });
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${OTHER_KEY}`);
    expect(agent.script).toBe('You are a helpful assistant.');
    expect(agent.voice.name).toBe('Default Voice');
    const stored = await ctx.db
      .selectFrom('account_api_keys')
      .select('provider')
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('says which key is missing and which id is wrong, in the spec words', async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'NoKey'));
    const noKey = await rejection(caller.agents.fetchRetellAgents({}));
    expect(noKey.message).toBe('Please enter your Retell API key to fetch agents.');
    const manual = await rejection(caller.agents.importFromRetell({ agentId: 'agent_x' }));
    expect(manual.message).toBe('Please enter your Retell API key first.');
    const badId = await rejection(
      caller.agents.importFromRetell({ agentId: '', apiKey: OTHER_KEY }),
    );
    expect(badId.code).toBe('BAD_REQUEST');
  });

  it('maps Retell failures of the import onto the catalogue', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'ImportFail'));
    const wrongKey = await rejection(caller.agents.fetchRetellAgents({ apiKey: 'nope' }));
    expect(wrongKey.message).toBe(RETELL_MESSAGES.invalidKey);
    const unknown = await rejection(caller.agents.importFromRetell({ agentId: 'agent_missing' }));
    expect(unknown.message).toBe(
      'HTTP 422: Unprocessable Entity. Cannot find requested asset under given api key.',
    );
    fake.failWith(404, { error_message: 'Not found' });
    expect((await rejection(caller.agents.fetchRetellAgents({}))).message).toBe(
      'All API endpoints failed',
    );
    fake.failWith(200, { unexpected: true });
    expect((await rejection(caller.agents.fetchRetellAgents({}))).message).toBe(
      'Unexpected response format from Retell AI API',
    );
  });
});
