import type { Redis } from 'ioredis';
import type { SessionCache } from './auth/session-cache';
import type { Db } from './db/database';
import type { Config } from './env';
import type { EventBus } from './events/event-bus';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { CallingClock } from './modules/campaigns/rounds/calling-clock';
import type { Queues } from './queue/queues';
import type { Resolver } from './security/fetch-policy';
import type { ProviderKeys } from './voice/provider-keys';
import type { VoiceProvider } from './voice/voice-provider';

/** Infrastructure handed to the app, services and worker handlers by a composition root. */
export type AppDeps = {
  config: Config;
  db: Db;
  redis: Redis;
  queues: Queues;
  events: EventBus;
  /** Signed-in users of recent access tokens; tell it (`changed`) after revoking or changing one. */
  sessionCache: SessionCache;
  logger: Logger;
  mailer: Mailer;
  /** Places calls; chosen from VOICE_PROVIDER by the composition root. */
  voice: VoiceProvider;
  /** The clock calling hours are judged by; absent: campaigns/rounds/calling-clock.ts decides. */
  callingClock?: CallingClock;
  /** The accounts' provider keys, handed to voice (it reads no key store). */
  keys: ProviderKeys;
  /** DNS for checking URLs users give (custom functions); the system's when absent (tests pass one). */
  resolve?: Resolver;
};
