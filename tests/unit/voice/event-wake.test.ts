import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../../server/deps';
import { wakeEventDrain } from '../../../server/voice/call-events/event-wake';

function fakeDeps(fail = false) {
  const added: unknown[] = [];
  const warnings: string[] = [];
  const deps = {
    config: { retell: { eventWakeMs: 50 } },
    queues: {
      add: async (name: string, payload: unknown) => {
        if (fail) throw new Error('redis down');
        added.push({ name, payload });
      },
    },
    logger: { warn: (_context: unknown, message: string) => warnings.push(message) },
  } as unknown as AppDeps;
  return { deps, added, warnings };
}

describe('waking the provider-event drain', () => {
  it('queues one drain per slot, due at the slot end, whatever the number of events in it', async () => {
    const { deps, added } = fakeDeps();
    await wakeEventDrain(deps, 1_000);
    await wakeEventDrain(deps, 1_020);
    await wakeEventDrain(deps, 1_049);
    await wakeEventDrain(deps, 1_050);
    expect(added).toEqual([
      { name: 'provider-events-drain', payload: { dueAt: new Date(1_050).toISOString() } },
      { name: 'provider-events-drain', payload: { dueAt: new Date(1_100).toISOString() } },
    ]);
  });

  it('a refused wake-up is logged, not thrown, and the next event tries again', async () => {
    const { deps, warnings } = fakeDeps(true);
    await expect(wakeEventDrain(deps, 2_000)).resolves.toBeUndefined();
    await expect(wakeEventDrain(deps, 2_010)).resolves.toBeUndefined();
    expect(warnings).toEqual([
      'provider event wake-up lost; the sweep will drain it',
      'provider event wake-up lost; the sweep will drain it',
    ]);
  });
});
