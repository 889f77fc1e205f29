import { SessionCache } from './auth/session-cache';
import { createDb } from './db/database';
import type { AppDeps } from './deps';
import type { Config } from './env';
import { EventBus } from './events/event-bus';
import { createLogger, resolveLogFormat } from './logger';
import { createMailer } from './mail/mailer';
import { storedProviderKeys } from './modules/api-keys/provider-keys';
import { closeDocumentReadPool } from './modules/knowledge/document-read-pool';
import { connectionReady, createProducerConnection } from './queue/connection';
import { createQueues } from './queue/queues';
import { createVoiceProvider } from './voice/voice-providers';

export type Infrastructure = AppDeps & {
  /** Resolves when the producer Redis connection accepts commands. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** Builds the shared infrastructure for one process (api, worker or a test file). */
export function createInfrastructure(config: Config, processName: string): Infrastructure {
  const format = resolveLogFormat(config.log.format, config.nodeEnv);
  const logger = createLogger(config.log.level, processName, format);
  // The application's role, which may not alter dial records; migrations run as the owner.
  const db = createDb(config.db.appUrl, { max: config.db.poolMax });
  const redis = createProducerConnection(config.redis.url, logger);
  const queues = createQueues(redis, config.redis.queuePrefix, logger);
  const events = new EventBus(redis, config.redis.queuePrefix, logger, config.events);
  const sessionCache = new SessionCache(
    createProducerConnection(config.redis.url, logger, { autoResubscribe: false }),
    redis,
    `${config.redis.queuePrefix}:sessions-changed`,
    logger,
  );
  const mailer = createMailer(config, redis, logger);
  const keys = storedProviderKeys({ config, db });
  const voice = createVoiceProvider({ config, queues, db, logger, keys });
  return {
    config,
    logger,
    db,
    redis,
    queues,
    events,
    sessionCache,
    mailer,
    ready: () => connectionReady(redis),
    voice,
    keys,
    async close() {
      await closeDocumentReadPool();
      await queues.close();
      events.close();
      sessionCache.close();
      redis.disconnect();
      await db.destroy();
    },
  };
}
