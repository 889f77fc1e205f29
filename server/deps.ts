import type { Redis } from 'ioredis';
import type { Db } from './db/database';
import type { Config } from './env';
import type { EventBus } from './events/event-bus';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { CallingClock } from './modules/campaigns/rounds/calling-clock';
import type { Queues } from './queue/queues';
import type { VoiceProvider } from './voice/voice-provider';

/** Infrastructure handed to the app, services and worker handlers by a composition root. */
export type AppDeps = {
  config: Config;
  db: Db;
  redis: Redis;
  queues: Queues;
  events: EventBus;
  logger: Logger;
  mailer: Mailer;
  /** Places calls; chosen from VOICE_PROVIDER by the composition root. */
  voice: VoiceProvider;
  /** The clock calling hours are judged by; absent: campaigns/rounds/calling-clock.ts decides. */
  callingClock?: CallingClock;
};
