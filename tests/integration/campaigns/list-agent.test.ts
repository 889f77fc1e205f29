import { describe, expect, it } from 'vitest';
import { disclosureSentence, voiceSentence } from '../../../shared/dialer/start-preview';
import { callsOf, importList, runPlannedRounds, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

async function agentNamed(
  caller: Awaited<ReturnType<typeof signedInUser>>['caller'],
  name: string,
) {
  return (await caller.agents.create({ agent: { name } })).id;
}

describe("a list's agent", () => {
  it("the account's first agent is the default: the preview names it, simulated calls and Call Logs record it", async () => {
    const { user, caller } = await signedInUser(ctx, 'first-agent');
    const ava = await agentNamed(caller, 'Ava');
    await agentNamed(caller, 'Ben');
    expect((await caller.campaignSettings.get({ listId: null })).voice.agentId).toBe(ava);

    const list = await importList(ctx, user.accountId, 3);
    const preview = await caller.dialer.preview({ listId: list.id });
    const refusal =
      'Real calls cannot start: Ava: Real calls need a first message the agent says word for word: choose a custom welcome message that names your business and offers the opt-out. The script must give the callback number ({callback_number}).';
    expect(preview.voice).toEqual({
      agent: 'Ava',
      realCalls: false,
      missing: [],
      disclosure: refusal,
    });
    expect(voiceSentence(preview.voice)).toBe('Simulated calls by Ava: nobody is dialled.');
    // Simulated calls only warn: the start goes through.
    expect(disclosureSentence(preview.voice)).toBe(`${refusal} Simulated calls start anyway.`);

    await caller.dialer.start({ listId: list.id });
    expect(await runPlannedRounds(ctx)).toBe(3);
    expect((await callsOf(ctx, list.id)).map((call) => call.voice_agent_id)).toEqual([
      ava,
      ava,
      ava,
    ]);
    const logs = await caller.callLogs.page({});
    expect(logs.rows.map((row) => row.agentName)).toEqual(['Ava', 'Ava', 'Ava']);
    await caller.dialer.stop({ listId: list.id });
  });

  it("a list's own agent calls instead of the default", async () => {
    const { user, caller } = await signedInUser(ctx, 'own-agent');
    await agentNamed(caller, 'Ava');
    const ben = await agentNamed(caller, 'Ben');
    const list = await importList(ctx, user.accountId, 2);
    await caller.campaignSettings.saveVoice({
      listId: list.id,
      voiceAgentId: ben,
      callerNumber: null,
    });
    expect(voiceSentence((await caller.dialer.preview({ listId: list.id })).voice)).toBe(
      'Simulated calls by Ben: nobody is dialled.',
    );
    await caller.dialer.start({ listId: list.id });
    expect(await runPlannedRounds(ctx)).toBe(2);
    expect((await callsOf(ctx, list.id)).map((call) => call.voice_agent_id)).toEqual([ben, ben]);
    await caller.dialer.stop({ listId: list.id });
  });

  it('a later agent does not replace a default chosen as None after the first', async () => {
    const { user, caller } = await signedInUser(ctx, 'none-agent');
    await agentNamed(caller, 'Ava');
    await caller.campaignSettings.saveVoice({
      listId: null,
      voiceAgentId: null,
      callerNumber: null,
    });
    await agentNamed(caller, 'Ben');
    const list = await importList(ctx, user.accountId, 1);
    const preview = await caller.dialer.preview({ listId: list.id });
    expect(voiceSentence(preview.voice)).toBe(
      'Simulated calls with no voice agent: nobody is dialled. Choose an agent in Campaign Settings → General.',
    );
  });
});
