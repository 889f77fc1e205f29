import type { Config } from '../env';
import type { Queues } from '../queue/queues';
import { createSimulatedProvider } from './simulated/simulated-provider';
import type { VoiceProvider } from './voice-provider';

/** The composition roots' choice of provider, from VOICE_PROVIDER. */
export function createVoiceProvider(deps: { config: Config; queues: Queues }): VoiceProvider {
  switch (deps.config.voiceProvider) {
    case 'simulated':
      return createSimulatedProvider(deps);
    case 'retell':
      // Real calls arrive with the Retell integration; a real-mode deployment never simulates.
      throw new Error('VOICE_PROVIDER=retell is not available yet: real calls are not built.');
  }
}
