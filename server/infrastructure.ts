import { createDb } from './db/database';
import type { AppDeps } from './deps';
import type { Config } from './env';
import { EventBus } from './events/event-bus';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { createProducerConnection } from './queue/connection';
import { createQueues } from './queue/queues';
import { createVoiceProvider } from './voice/voice-providers';

export type Infrastructure = AppDeps & { close(): Promise<void> };

/** Builds the shared infrastructure for one process (api, worker or a test file). */
export function createInfrastructure(config: Config, processName: string): Infrastructure {
  const logger = createLogger(config.log.level, processName);
  const db = createDb(config.db.url, { max: config.db.poolMax });
  const redis = createProducerConnection(config.redis.url);
  const queues = createQueues(redis, config.redis.queuePrefix);
  const events = new EventBus(redis, config.redis.queuePrefix);
  const mailer = createMailer(config, redis, logger);
  const voice = createVoiceProvider({ config, queues });
  return {
    config,
    logger,
    db,
    redis,
    queues,
    events,
    mailer,
    voice,
    async close() {
      await queues.close();
      redis.disconnect();
      await db.destroy();
    },
  };
}
