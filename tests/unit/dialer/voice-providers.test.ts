import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/types';
import { loadConfig } from '../../../server/env';
import type { JobName, JobPayload } from '../../../server/queue/jobs';
import type { Queues } from '../../../server/queue/queues';
import type { ProviderKeys } from '../../../server/voice/provider-keys';
import { createVoiceProvider } from '../../../server/voice/voice-providers';
import { testEnv } from '../../helpers/test-env';

function configWith(provider: string) {
  return loadConfig(
    testEnv({
      DATABASE_URL: 'postgres://x@127.0.0.1:1/x',
      REDIS_URL: 'redis://127.0.0.1:1',
      VOICE_PROVIDER: provider,
      DIALER_SEED: '3',
      DIALER_CALL_DURATION_MS: '3000',
    }),
  );
}

/** Records the jobs a provider queues instead of sending them to Redis. */
function recordingQueues() {
  const added: { name: JobName; payload: unknown }[] = [];
  const queues = {
    async add<N extends JobName>(name: N, payload: JobPayload<N>) {
      added.push({ name, payload });
    },
    async addMany<N extends JobName>(name: N, payloads: readonly JobPayload<N>[]) {
      for (const payload of payloads) added.push({ name, payload });
    },
  } as unknown as Queues;
  return { queues, added };
}

/** Provider dependencies without a database: these providers only queue jobs when dialling. */
/** No account here has a key: these tests never reach one. */
const noKeys: ProviderKeys = {
  retellKey: async () => null,
  retellKeyOfCall: async () => null,
  keptRetellKey: () => null,
};

function providerDeps(provider: string, queues: Queues) {
  return {
    config: configWith(provider),
    queues,
    db: undefined as unknown as Kysely<Database>,
    logger: pino({ level: 'silent' }),
    keys: noKeys,
  };
}

const call = (id: string, startedAt: Date) => ({
  id,
  listId: 'l',
  accountId: 'a',
  contactId: 1,
  phoneNumber: '+15550000001',
  firstName: 'A',
  voiceAgentId: null,
  startedAt,
});

describe('voice provider choice', () => {
  it('is the simulated provider when VOICE_PROVIDER=simulated', () => {
    const { queues } = recordingQueues();
    expect(createVoiceProvider(providerDeps('simulated', queues)).name).toBe('simulated');
  });

  it('is the Retell provider when VOICE_PROVIDER=retell, and hands each call to a dispatch job', async () => {
    const { queues, added } = recordingQueues();
    const provider = createVoiceProvider(providerDeps('retell', queues));
    expect(provider.name).toBe('retell');
    const id = '00000000-0000-4000-8000-000000000007';
    await provider.dial([call(id, new Date())]);
    expect(added).toEqual([{ name: 'dispatch-call', payload: { callId: id, try: 1 } }]);
  });
});

describe('the simulated provider', () => {
  it('ends calls that start together in one outcome job, after the call duration', async () => {
    const { queues, added } = recordingQueues();
    const provider = createVoiceProvider(providerDeps('simulated', queues));
    const at = new Date('2026-06-01T12:00:00.000Z');
    const later = new Date(at.getTime() + 50);
    const ids = [
      '00000000-0000-4000-8000-000000000003',
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ];
    await provider.dial([call(ids[0]!, at), call(ids[1]!, at), call(ids[2]!, later)]);
    expect(added).toHaveLength(2);
    const [together, alone] = added.map((job) => job.payload as JobPayload<'call-outcomes'>);
    expect(together!.outcomes.map((o) => o.callId)).toEqual([ids[1], ids[0]]);
    expect(together!.notBefore).toBe('2026-06-01T12:00:03.000Z');
    expect(alone!.outcomes.map((o) => o.callId)).toEqual([ids[2]]);
  });

  it('answers a stale call with the outcome its seed gives', async () => {
    const { queues, added } = recordingQueues();
    const provider = createVoiceProvider(providerDeps('simulated', queues));
    const id = '00000000-0000-4000-8000-000000000009';
    await provider.dial([call(id, new Date())]);
    const queued = (added[0]!.payload as JobPayload<'call-outcomes'>).outcomes[0]!.outcome;
    expect(
      await provider.resolveStale({
        id,
        accountId: 'a',
        startedAt: new Date(),
        providerCallId: null,
      }),
    ).toEqual({ state: 'ended', outcome: queued });
  });
});
