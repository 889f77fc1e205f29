import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../../server/errors';
import { draftColumns } from '../../../server/modules/agents/agent-mapper';
import { AgentDraftSchema } from '../../../shared/agents/agent-schema';
import { AGENT_TEMPLATES } from '../../../shared/agents/agent-templates';
import { DISCLOSURE_MESSAGES } from '../../../shared/agents/disclosure-check';
import { IMPORTED_AGENT_REFUSALS } from '../../../shared/agents/real-call-agent';
import { rejection } from '../../helpers/rejection';
import { importList, realModeAccount } from './real-call-fixtures';
import { startRetellWorld } from './retell-world';

const KEY = 'retell-disclosure-key';
const { fake, ctx, url } = await startRetellWorld(KEY);

const QUALIFIER = AGENT_TEMPLATES.find((t) => t.key === 'lead-qualifier')!.draft;
/** Names the business, but offers no opt-out and says nothing of the recording. */
const UNDISCLOSED_OPENING = 'Hi {customer_name}, this is {agent_name} with {company_name}.';

async function listState(listId: string) {
  const row = await ctx.db
    .selectFrom('contact_lists')
    .select('state')
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();
  return row.state;
}

describe('the disclosure, enforced for real calls', () => {
  it('an agent without the disclosure cannot start a real campaign; with it, the campaign starts', async () => {
    const a = await realModeAccount(ctx, fake, url, 'undisclosed', KEY);
    const draft = AgentDraftSchema.parse({
      ...QUALIFIER,
      name: 'Quiet agent',
      llmSettings: { firstMessage: 'custom', customWelcome: UNDISCLOSED_OPENING },
    });
    await ctx.db
      .updateTable('voice_agents')
      .set(draftColumns(draft, null))
      .where('id', '=', a.agentId)
      .execute();
    const list = await importList(ctx, a.user.accountId, 2);

    await expect(a.caller.dialer.start({ listId: list.id })).rejects.toThrow(
      `Real calls cannot start: Quiet agent: ${DISCLOSURE_MESSAGES.optOutNotRightAfter}. ${DISCLOSURE_MESSAGES.recordingNotAnnounced}.`,
    );
    expect(await listState(list.id)).toBe('idle');
    expect(fake.createCount()).toBe(0);
    const preview = await a.caller.dialer.preview({ listId: list.id });
    expect(preview.voice.disclosure).toMatch(/^Real calls cannot start: Quiet agent: Right after/);

    await ctx.db
      .updateTable('voice_agents')
      .set(draftColumns(AgentDraftSchema.parse({ ...QUALIFIER, name: 'Quiet agent' }), null))
      .where('id', '=', a.agentId)
      .execute();
    await a.caller.dialer.start({ listId: list.id });
    expect(await listState(list.id)).not.toBe('idle');
    await a.caller.dialer.stop({ listId: list.id });
  });

  it('refuses to save an agent without the disclosure, with the messages under its fields', async () => {
    const a = await realModeAccount(ctx, fake, url, 'editor', KEY);
    const error = await rejection(
      a.caller.agents.create({ agent: { name: 'Bare', script: 'Sell roofs.' } }),
    );
    expect(error.message).toBe(
      `This agent cannot place real calls: ${DISCLOSURE_MESSAGES.noFirstMessage} ${DISCLOSURE_MESSAGES.callbackMissing}.`,
    );
    expect((error.cause as DomainError).fieldErrors).toEqual({
      'llmSettings.firstMessage': [DISCLOSURE_MESSAGES.noFirstMessage],
      script: [DISCLOSURE_MESSAGES.callbackMissing],
    });
    const late = await rejection(
      a.caller.agents.update({
        id: a.agentId,
        agent: {
          ...QUALIFIER,
          name: 'editor agent',
          llmSettings: { firstMessage: 'custom', customWelcome: UNDISCLOSED_OPENING },
        },
      }),
    );
    expect((late.cause as DomainError).fieldErrors).toEqual({
      'llmSettings.customWelcome': [
        DISCLOSURE_MESSAGES.optOutNotRightAfter,
        DISCLOSURE_MESSAGES.recordingNotAnnounced,
      ],
    });
    // The template saves (and syncs to Retell).
    const saved = await a.caller.agents.create({ agent: { ...QUALIFIER, name: 'Template' } });
    expect(saved.sync.status).toBe('synced');
  });

  it('an imported agent with begin_message null, a custom LLM or a conversation flow is refused, saying how to fix it', async () => {
    const a = await realModeAccount(ctx, fake, url, 'imported', KEY);
    const cases = [
      [fake.seedAgent({ agent_name: 'Improviser', begin_message: null }), 'improvised'],
      [fake.seedAgent({ agent_name: 'Socket', engine: 'custom-llm' }), 'custom-llm'],
      [fake.seedAgent({ agent_name: 'Flow', engine: 'conversation-flow' }), 'conversation-flow'],
    ] as const;
    const lists: string[] = [];
    for (const [retellAgent, source] of cases) {
      const imported = await a.caller.agents.importFromRetell({
        agentId: String(retellAgent.agent_id),
      });
      const list = await importList(ctx, a.user.accountId, 1);
      lists.push(list.id);
      await a.caller.campaignSettings.saveVoice({
        listId: list.id,
        voiceAgentId: imported.id,
        callerNumber: null,
      });
      await expect(a.caller.dialer.start({ listId: list.id })).rejects.toThrow(
        `Real calls cannot start: ${retellAgent.agent_name}: ${IMPORTED_AGENT_REFUSALS[source]}`,
      );
      expect(await listState(list.id)).toBe('idle');
    }
    // Nothing was dialled for these lists (the first test's campaign may still be dialling).
    const calls = await ctx.db
      .selectFrom('calls')
      .select('id')
      .where('list_id', 'in', lists)
      .execute();
    expect(calls).toEqual([]);
  });
});
