import { afterAll, describe, expect, it } from 'vitest';
import { draftColumns } from '../../../server/modules/agents/agent-mapper';
import { campaignPort } from '../../../server/modules/campaigns/rounds/campaign-port';
import { dispatchCall } from '../../../server/voice/retell/dispatch-call.job';
import { AgentDraftSchema } from '../../../shared/agents/agent-schema';
import { AGENT_TEMPLATES } from '../../../shared/agents/agent-templates';
import { DISCLOSURE_MESSAGES } from '../../../shared/agents/disclosure-check';
import { startRetellFake } from '../../fakes/retell-fake';
import { callsOf, contactsOf, listState, runPlannedRounds } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { importList, realModeAccount } from './real-call-fixtures';

const KEY = 'retell-dispatch-disclosure-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
// No workers: the test runs the round and the dispatch itself, with the agent changed between.
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  RETELL_TIMEOUT_MS: '1000',
});
const { url } = await startTestServer(ctx);

const QUALIFIER = AGENT_TEMPLATES.find((t) => t.key === 'lead-qualifier')!.draft;

describe('the disclosure, checked again at dispatch', () => {
  it('a call whose agent lost its disclosure after the start is not dialled: the campaign pauses with why', async () => {
    const a = await realModeAccount(ctx, fake, url, 'dispatch', KEY);
    const list = await importList(ctx, a.user.accountId, 1);
    await a.caller.dialer.start({ listId: list.id });
    // Edited after the start (as an agent changed in the database or by an older version would be).
    const silent = AgentDraftSchema.parse({
      ...QUALIFIER,
      name: 'dispatch agent',
      script: 'Sell.',
    });
    await ctx.db
      .updateTable('voice_agents')
      .set(draftColumns(silent, null))
      .where('id', '=', a.agentId)
      .execute();
    expect(await runPlannedRounds(ctx)).toBe(1);
    const [call] = await callsOf(ctx, list.id);
    await dispatchCall(ctx, campaignPort(ctx), { callId: call!.id, try: 1 });

    const reason = `Not dialled: dispatch agent: ${DISCLOSURE_MESSAGES.callbackMissing}.`;
    expect(fake.createCount()).toBe(0);
    const [placed] = await callsOf(ctx, list.id);
    expect(placed).toMatchObject({ state: 'not-placed', not_placed_reason: reason });
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact).toMatchObject({ attempts: 0 });
    const paused = await ctx.db
      .selectFrom('contact_lists')
      .select(['state', 'pause_reason'])
      .where('id', '=', list.id)
      .executeTakeFirstOrThrow();
    expect(paused).toEqual({ state: 'paused', pause_reason: reason });
    expect((await listState(ctx, list.id)).state).toBe('paused');

    // The call's one dial record says it was refused, and why: never "placed".
    const records = await ctx.db
      .selectFrom('dial_records')
      .select(['call_id', 'decision', 'refused_reason'])
      .execute();
    expect(records).toEqual([{ call_id: call!.id, decision: 'refused', refused_reason: reason }]);
  });
});
