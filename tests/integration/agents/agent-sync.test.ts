import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AGENT_MESSAGES } from '../../../shared/agents/agent-view';
import { ROOFING_CALL_FIELDS, toAnalysisField } from '../../../shared/agents/call-fields';
import { LOCKED_ANALYSIS_FIELDS } from '../../../shared/agents/post-call-analysis';
import { RETELL_MESSAGES } from '../../../shared/agents/retell-messages';
import { startRetellFake } from '../../fakes/retell-fake';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { callerFor } from '../teams/team-fixtures';
import { draft, ownerWithRetell, RETELL_KEY } from './agent-fixtures';

const fake = await startRetellFake([RETELL_KEY]);
afterAll(() => fake.close());
afterEach(() => fake.failWith(null));
const ctx = await createTestContext({
  RETELL_BASE_URL: fake.url,
  RETELL_MAX_RETRIES: '0',
  APP_URL: 'https://dialer.example.com',
});
const last = (path: string) => [...fake.requests].reverse().find((r) => r.path.startsWith(path));

describe('agents live on Retell when the account has a Retell key', () => {
  it('gives Retell the agent name without the old template-copy suffix as {agent_name}', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Suffix'));
    await caller.agents.create({ agent: draft({ name: 'Appointment Scheduler (Custom)' }) });
    const llm = last('/create-retell-llm')?.body as { default_dynamic_variables: object };
    expect(llm.default_dynamic_variables).toMatchObject({ agent_name: 'Appointment Scheduler' });
  });

  it("gives Retell the account's Business name as {company_name}, not the workspace name", async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Named'));
    await caller.disclosure.save({ businessName: 'Hailstone Roofing LLC', callbackNumber: '' });
    await caller.agents.create({ agent: draft({ name: 'Named Agent' }) });
    const llm = last('/create-retell-llm')?.body as { default_dynamic_variables: object };
    expect(llm.default_dynamic_variables).toMatchObject({ company_name: 'Hailstone Roofing LLC' });
  });

  it('creates the Retell LLM and agent with the mapped payloads', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Sync'));
    const agent = await caller.agents.create({
      agent: draft({
        name: 'Hail Helper',
        script: 'You are {agent_name} from {company_name}. Ask for {customer_name}.',
        voice: { id: '11labs-Roger', name: 'Roger' },
        llmSettings: {
          model: 'gpt-4o-mini',
          temperature: 0.3,
          firstMessage: 'custom',
          customWelcome: 'Hi {customer_name}, {agent_name} here.',
        },
        speechSettings: {
          responsiveness: 1.5,
          interruptSensitivity: 0.4,
          backchanneling: true,
          transcriptionMode: 'accuracy',
          denoiseMode: 'remove-noise-and-bg',
          boostKeywords: 'hail, shingles ,,gutters',
          reminderFrequency: 15,
        },
        callSettings: {
          voicemailDetection: true,
          endCallSilenceThreshold: 0.5,
          maxCallDuration: 20,
          ringingDuration: 45,
          keypadTimeout: 3.5,
          useTerminationKey: true,
          terminationKey: '#',
          useDigitLimit: true,
          digitLimit: 5,
          pauseBeforeSpeaking: 1.5,
        },
        functions: ['end-call', 'call-transfer', 'press-digit'],
        transferNumber: '+14155550123',
      }),
    });
    expect(agent.sync).toEqual({ status: 'synced', error: null });
    expect(agent.retellAgentId).toMatch(/^agent_/);

    const llm = last('/create-retell-llm');
    expect(llm?.authorization).toBe(`Bearer ${RETELL_KEY}`);
    expect(llm?.body).toEqual({
      general_prompt: 'You are {{agent_name}} from {{company_name}}. Ask for {{customer_name}}.',
      begin_message: 'Hi {{customer_name}}, {{agent_name}} here.',
      start_speaker: 'agent',
      model: 'gpt-4.1-mini',
      model_temperature: 0.3,
      default_dynamic_variables: {
        agent_name: 'Hail Helper',
        company_name: 'Sync Roofing',
        customer_name: 'there',
      },
      general_tools: [
        expect.objectContaining({ type: 'end_call', name: 'end_call' }),
        expect.objectContaining({
          type: 'transfer_call',
          transfer_destination: { type: 'predefined', number: '+14155550123' },
          transfer_option: { type: 'cold_transfer' },
        }),
        expect.objectContaining({ type: 'press_digit', name: 'press_digit' }),
        expect.objectContaining({
          type: 'custom',
          name: 'stormdialer_opt_out',
          url: 'https://dialer.example.com/api/webhooks/retell/functions/opt-out',
          headers: { 'x-opt-out-token': '{{opt_out_token}}' },
        }),
      ],
    });
    const llmId = [...fake.llms.keys()].at(-1);
    expect(last('/create-agent')?.body).toEqual({
      response_engine: { type: 'retell-llm', llm_id: llmId },
      voice_id: '11labs-Roger',
      agent_name: 'Hail Helper',
      language: 'en-US',
      webhook_url: 'https://dialer.example.com/api/webhooks/retell',
      responsiveness: 1,
      interruption_sensitivity: 0.4,
      enable_backchannel: true,
      stt_mode: 'accurate',
      denoising_mode: 'noise-and-background-speech-cancellation',
      boosted_keywords: ['hail', 'shingles', 'gutters'],
      reminder_trigger_ms: 15_000,
      voicemail_option: { action: { type: 'hangup' } },
      allow_user_dtmf: true,
      user_dtmf_options: { timeout_ms: 3500, termination_key: '#', digit_limit: 5 },
      end_call_after_silence_ms: 30_000,
      max_call_duration_ms: 1_200_000,
      ring_duration_ms: 45_000,
      begin_message_delay_ms: 1500,
      post_call_analysis_data: [
        {
          type: 'boolean',
          name: 'opted_out',
          description: LOCKED_ANALYSIS_FIELDS[0]!.description,
        },
        ...ROOFING_CALL_FIELDS.map(toAnalysisField),
      ],
    });
  });

  it('updates the same LLM and agent on edit; a silent welcome lets the callee speak first', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Update'));
    const agent = await caller.agents.create({ agent: draft() });
    const created = fake.agents.get(agent.retellAgentId!)!;
    await caller.agents.update({ id: agent.id, agent: draft({ name: 'Renamed', script: 'New' }) });
    const llmUpdate = last('/update-retell-llm/');
    expect(llmUpdate?.path).toBe(
      `/update-retell-llm/${(created.response_engine as { llm_id: string }).llm_id}`,
    );
    expect(llmUpdate?.body).toMatchObject({
      general_prompt: 'New',
      begin_message: '',
      start_speaker: 'user',
    });
    expect(last('/update-agent/')).toMatchObject({
      method: 'PATCH',
      path: `/update-agent/${agent.retellAgentId}`,
      body: expect.objectContaining({ agent_name: 'Renamed' }),
    });
    expect(fake.agents.get(agent.retellAgentId!)?.agent_name).toBe('Renamed');
  });

  it('keeps our copy when Retell fails, marks it not synced, and syncs on retry', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Failing'));
    fake.failWith(500, { error_message: 'Internal error' });
    const agent = await caller.agents.create({ agent: draft({ name: 'Kept' }) });
    expect(agent.sync).toEqual({
      status: 'failed',
      error: 'HTTP 500: Internal Server Error. Internal error',
    });
    expect((await caller.agents.list()).map((a) => a.name)).toEqual(['Kept']);
    fake.failWith(null);
    const retried = await caller.agents.retrySync({ id: agent.id });
    expect(retried.sync.status).toBe('synced');
    expect(retried.retellAgentId).toMatch(/^agent_/);
  });

  it('shows the 401 text when the stored key is refused, and a dropped connection as a network error', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Revoked'));
    fake.failWith(401, { error_message: 'API key is missing or invalid.' });
    expect((await caller.agents.create({ agent: draft() })).sync.error).toBe(
      RETELL_MESSAGES.invalidKey,
    );
    fake.failWith(null);
    fake.dropConnections(true);
    try {
      expect((await caller.agents.create({ agent: draft() })).sync.error).toBe(
        RETELL_MESSAGES.network,
      );
    } finally {
      fake.dropConnections(false);
    }
  });

  it('does not sync calendar functions without a Cal.com connection, and says why', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Calendar'));
    const agent = await caller.agents.create({ agent: draft({ functions: ['book-calendar'] }) });
    expect(agent.sync).toEqual({ status: 'failed', error: AGENT_MESSAGES.calendarNeedsCalcom });
  });

  it('deletes a linked agent on Retell too when asked, and only then', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Delete'));
    const keep = await caller.agents.create({ agent: draft({ name: 'Keep on Retell' }) });
    const drop = await caller.agents.create({ agent: draft({ name: 'Drop on Retell' }) });
    await caller.agents.delete({ id: keep.id });
    await caller.agents.delete({ id: drop.id, alsoDeleteOnRetell: true });
    expect(fake.agents.has(keep.retellAgentId!)).toBe(true);
    expect(fake.agents.has(drop.retellAgentId!)).toBe(false);
    expect(await caller.agents.list()).toEqual([]);
  });

  it('deletes an agent already gone from Retell, but keeps ours when Retell fails', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Gone'));
    const gone = await caller.agents.create({ agent: draft({ name: 'Gone on Retell' }) });
    fake.agents.delete(gone.retellAgentId!);
    await caller.agents.delete({ id: gone.id, alsoDeleteOnRetell: true });
    const kept = await caller.agents.create({ agent: draft({ name: 'Kept' }) });
    fake.failWith(500, { error_message: 'Internal error' });
    const error = await rejection(caller.agents.delete({ id: kept.id, alsoDeleteOnRetell: true }));
    expect(error.message).toBe('HTTP 500: Internal Server Error. Internal error');
    fake.failWith(null);
    expect((await caller.agents.list()).map((a) => a.name)).toEqual(['Kept']);
  });
});
