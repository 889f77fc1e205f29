import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Config } from '../env';
import type { Logger } from '../logger';
import type { Queues } from '../queue/queues';
import type { ProviderKeys } from './provider-keys';
import { createRetellProvider } from './retell/retell-provider';
import { createSimulatedProvider } from './simulated/simulated-provider';
import type { VoiceProvider } from './voice-provider';

/** The composition roots' choice of provider, from VOICE_PROVIDER. */
export function createVoiceProvider(deps: {
  config: Config;
  queues: Queues;
  db: Kysely<Database>;
  logger: Logger;
  keys: ProviderKeys;
}): VoiceProvider {
  switch (deps.config.voiceProvider) {
    case 'simulated':
      return createSimulatedProvider(deps);
    case 'retell':
      return createRetellProvider(deps);
  }
}
