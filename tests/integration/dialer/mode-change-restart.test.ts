import type { Request, Response } from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/env';
import { createInfrastructure } from '../../../server/infrastructure';
import { appRouter } from '../../../server/router';
import { createCallerFactory } from '../../../server/trpc';
import { DIALER_MESSAGES } from '../../../shared/dialer/dialer-messages';
import { startRetellFake } from '../../fakes/retell-fake';
import { callsOf, importList, runPlannedRounds } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { realModeAccount } from '../real-calls/real-call-fixtures';

const KEY = 'retell-mode-change-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
// The server as it ran before the restart: simulated calls.
const ctx = await createTestContext();

/** The same database and queues after a restart with real calls configured. */
async function restartedWithRealCalls() {
  const infra = createInfrastructure(
    loadConfig({ ...ctx.env, VOICE_PROVIDER: 'retell', RETELL_BASE_URL: fake.url }),
    'test-restarted',
  );
  await infra.ready();
  return infra;
}

const listRow = (listId: string) =>
  ctx.db
    .selectFrom('contact_lists')
    .select(['state', 'pause_reason', 'voice_mode'])
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();

describe('a list started with simulated calls, after a restart with real calls', () => {
  it('pauses with the reason instead of dialling, and dials real calls once resumed', async () => {
    // Ready for real calls in every other way, so only the change of mode holds it back.
    const owner = await realModeAccount(ctx, fake, 'http://127.0.0.1:9', 'restart', KEY);
    // With recorded consent: real calls need it, so only the change of mode holds them back.
    const list = await importList(ctx, owner.user.accountId, 3, { consent: true });
    await owner.caller.dialer.start({ listId: list.id });
    expect(await listRow(list.id)).toMatchObject({ state: 'running', voice_mode: 'simulated' });

    const real = await restartedWithRealCalls();
    try {
      expect(await runDueRoundsOf(real)).toBe(0);
      expect(await listRow(list.id)).toEqual({
        state: 'paused',
        pause_reason: DIALER_MESSAGES.modeChangedToReal,
        voice_mode: 'simulated',
      });
      expect(await callsOf(ctx, list.id)).toEqual([]);
      expect(fake.createCount()).toBe(0);
      const summary = (await owner.caller.contacts.lists()).find((l) => l.id === list.id);
      expect(summary?.pauseReason).toBe(DIALER_MESSAGES.modeChangedToReal);

      // A person reviewed the list and resumed it: now it dials, with real calls.
      const caller = createCallerFactory(appRouter)({
        deps: real,
        req: {} as Request,
        res: {} as Response,
        user: owner.user,
      });
      await caller.dialer.resume({ listId: list.id });
      expect(await listRow(list.id)).toMatchObject({ state: 'running', voice_mode: 'retell' });
      expect(await runDueRoundsOf(real)).toBeGreaterThan(0);
      const calls = await callsOf(ctx, list.id);
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((call) => call.provider === 'retell')).toBe(true);
    } finally {
      await real.queues.get('dialer').obliterate({ force: true });
      await real.close();
    }
  });

  it('dials on when the mode is unchanged', async () => {
    const owner = await realModeAccount(ctx, fake, 'http://127.0.0.1:9', 'same', KEY);
    const list = await importList(ctx, owner.user.accountId, 2);
    await owner.caller.dialer.start({ listId: list.id });
    expect(await runPlannedRounds(ctx)).toBe(2);
    expect((await listRow(list.id)).pause_reason).toBeNull();
  });
});

function runDueRoundsOf(infra: Awaited<ReturnType<typeof restartedWithRealCalls>>) {
  return runPlannedRounds({ ...infra, env: ctx.env });
}
