import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AGENT_DEFAULTS, SLIDERS } from '../../../shared/agents/agent-bounds';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { addUser, callerFor, createOwner } from '../teams/team-fixtures';
import { draft } from './agent-fixtures';

const ctx = await createTestContext();

describe('voice agents: CRUD per account', () => {
  it('creates an agent with every spec default and lists the newest first', async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'Defaults'));
    const first = await caller.agents.create({ agent: draft({ name: 'First' }) });
    const second = await caller.agents.create({ agent: draft({ name: 'Second' }) });
    expect(first.llmSettings).toEqual({
      model: 'gpt-4o',
      firstMessage: 'user-first',
      customWelcome: '',
      temperature: 0.7,
    });
    expect(first.speechSettings).toMatchObject({
      responsiveness: 1,
      interruptSensitivity: 0.8,
      backchanneling: false,
      transcriptionMode: 'speed',
      denoiseMode: 'remove-noise',
      useNormalization: false,
    });
    expect(first.callSettings).toMatchObject({
      voicemailDetection: false,
      keypadInputDetection: true,
      endCallSilenceThreshold: 10,
      maxCallDuration: 60,
      ringingDuration: 30,
      keypadTimeout: 2.5,
    });
    expect(first.sync).toEqual({ status: 'local', error: null });
    const list = await caller.agents.list();
    expect(list.map((a) => a.name)).toEqual(['Second', 'First']);
    expect(second.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('updates and deletes an agent', async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'Edit'));
    const agent = await caller.agents.create({ agent: draft() });
    const updated = await caller.agents.update({
      id: agent.id,
      agent: draft({
        name: 'Renamed',
        script: 'Hello {customer_name}',
        speechSettings: { responsiveness: 2, boostKeywords: 'hail, shingles' },
        callSettings: { useTerminationKey: true, terminationKey: '*' },
      }),
    });
    expect(updated).toMatchObject({ name: 'Renamed', script: 'Hello {customer_name}' });
    expect(updated.callSettings.terminationKey).toBe('*');
    await caller.agents.delete({ id: agent.id });
    expect(await caller.agents.list()).toEqual([]);
  });

  it('makes a retried create of the same template copy idempotent', async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'Retry'));
    const input = {
      draftId: 'custom-1732300000000',
      agent: draft({ name: 'Appointment Scheduler' }),
    };
    const a = await caller.agents.create(input);
    const b = await caller.agents.create(input);
    expect(b.id).toBe(a.id);
    expect(await caller.agents.list()).toHaveLength(1);
  });

  it('keeps accounts apart: another account can neither see nor touch an agent', async () => {
    const alpha = await createOwner(ctx, 'Alpha');
    const bravo = await createOwner(ctx, 'Bravo');
    const alphaMember = await addUser(ctx, alpha.accountId, 'member');
    const agent = await callerFor(ctx, alpha).agents.create({
      agent: draft({ name: 'Alpha agent' }),
    });
    expect((await callerFor(ctx, alphaMember).agents.list()).map((a) => a.id)).toEqual([agent.id]);

    const b = callerFor(ctx, bravo);
    expect(await b.agents.list()).toEqual([]);
    for (const attempt of [
      () => b.agents.update({ id: agent.id, agent: draft({ name: 'Hijacked' }) }),
      () => b.agents.delete({ id: agent.id }),
      () => b.agents.retrySync({ id: agent.id }),
    ]) {
      expect((await rejection(attempt())).code).toBe('NOT_FOUND');
    }
    expect((await callerFor(ctx, alpha).agents.list())[0]?.name).toBe('Alpha agent');
  });

  it('refuses signed-out callers', async () => {
    expect((await rejection(callerFor(ctx, null).agents.list())).code).toBe('UNAUTHORIZED');
  });
});

const sliderOwner = await createOwner(ctx, 'Sliders');

describe('voice agents: the server enforces every slider bound as a field error', () => {
  const caller = callerFor(ctx, sliderOwner);
  const cases: [string, string, keyof typeof SLIDERS][] = [
    ['llmSettings', 'temperature', 'temperature'],
    ['speechSettings', 'responsiveness', 'responsiveness'],
    ['speechSettings', 'interruptSensitivity', 'interruptSensitivity'],
    ['callSettings', 'keypadTimeout', 'keypadTimeout'],
    ['callSettings', 'endCallSilenceThreshold', 'endCallSilenceThreshold'],
    ['callSettings', 'maxCallDuration', 'maxCallDuration'],
    ['callSettings', 'ringingDuration', 'ringingDuration'],
  ];

  it.each(cases)(
    '%s.%s: min and max accepted, outside or off-step refused',
    async (group, field, key) => {
      const { min, max, step } = SLIDERS[key];
      const at = (value: number) => draft({ [group]: { [field]: value } });
      for (const ok of [min, max]) {
        const saved = await caller.agents.create({ agent: at(ok) });
        expect((saved as unknown as Record<string, Record<string, number>>)[group]?.[field]).toBe(
          ok,
        );
      }
      for (const bad of [min - step, max + step, min + step / 2]) {
        const error = await rejection(caller.agents.create({ agent: at(bad) }));
        expect(error.code).toBe('BAD_REQUEST');
        const issues = (error.cause as z.ZodError).issues;
        expect(issues).toEqual([
          expect.objectContaining({
            path: ['agent', group, field],
            message: `Must be between ${min} and ${max} in steps of ${step}`,
          }),
        ]);
      }
    },
  );

  it('accepts 0-9, # and * as termination key and nothing else', async () => {
    for (const key of ['0', '9', '#', '*']) {
      await caller.agents.create({
        agent: draft({ callSettings: { terminationKey: key as '#' } }),
      });
    }
    for (const key of ['A', '10', '', '##']) {
      const error = await rejection(
        caller.agents.create({ agent: draft({ callSettings: { terminationKey: key as '#' } }) }),
      );
      expect(error.code).toBe('BAD_REQUEST');
    }
  });

  it('requires a name, a custom welcome when chosen and a transfer number for call transfer', async () => {
    const bad = [
      draft({ name: '' }),
      draft({ llmSettings: { firstMessage: 'custom', customWelcome: '  ' } }),
      draft({ functions: ['call-transfer'] }),
      draft({ name: 'x'.repeat(101) }),
      draft({ script: 'bad \u0000 byte' }),
      draft({ functions: ['end-call', 'end-call'] }),
      draft({ voice: { id: 'has spaces', name: 'Aria' } }),
    ];
    for (const agent of bad) {
      expect((await rejection(caller.agents.create({ agent }))).code).toBe('BAD_REQUEST');
    }
    const ok = await caller.agents.create({
      agent: draft({ functions: ['call-transfer'], transferNumber: '+14155550123' }),
    });
    expect(ok.transferNumber).toBe('+14155550123');
    expect(AGENT_DEFAULTS.model).toBe('gpt-4o');
  });

  it('refuses ids that are not UUIDs and draft ids not of the form custom-{timestamp}', async () => {
    expect((await rejection(caller.agents.delete({ id: 'agent-1' }))).code).toBe('BAD_REQUEST');
    expect(
      (await rejection(caller.agents.create({ draftId: 'template-1', agent: draft() }))).code,
    ).toBe('BAD_REQUEST');
  });
});
