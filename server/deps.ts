import type { Redis } from 'ioredis';
import type { SessionCache } from './auth/session-cache';
import type { Db } from './db/database';
import type { Config } from './env';
import type { EventBus } from './events/event-bus';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Queues } from './queue/queues';
import type { Resolver } from './security/fetch-policy';
import type { ProviderKeys } from './voice/provider-keys';
import type { VoiceProvider } from './voice/voice-provider';

/**
 * The clock calling hours are judged by: the real one, or (tests and local trials, from
 * DIALER_CALLING_CLOCK_START) one that started at a chosen instant and runs on in real time.
 * `toReal` turns an instant of this clock into the real time a round is planned at.
 */
export type CallingClock = { now(): Date; toReal(at: Date): Date; fromReal(at: Date): Date };

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
