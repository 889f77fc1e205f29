import type { Redis } from 'ioredis';
import type { z } from 'zod';
import {
  type AccountEvent,
  AccountEventSchema,
  type SystemEvent,
  SystemEventSchema,
  type Tracked,
} from '../../shared/events';
import type { Logger } from '../logger';
import { errorListener } from '../process/report-error';

const STREAM_MAX_LENGTH = 10_000;
const BLOCK_MS = 5_000;

type StreamReply = [key: string, entries: [id: string, fields: string[]][]][] | null;

/**
 * Typed events on capped Redis Streams: one stream per account plus one for the system.
 * Stream entry ids are the event ids, so a reconnecting reader resumes exactly after the last one.
 */
export class EventBus {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  publishToAccount(accountId: string, event: AccountEvent): Promise<string> {
    return this.publish(this.accountKey(accountId), AccountEventSchema.parse(event));
  }

  /** The events of several accounts in one round trip, each account's in order. */
  async publishToAccounts(byAccount: ReadonlyMap<string, readonly AccountEvent[]>): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const [accountId, events] of byAccount) {
      const key = this.accountKey(accountId);
      for (const event of events) {
        const body = JSON.stringify(AccountEventSchema.parse(event));
        pipeline.xadd(key, 'MAXLEN', '~', STREAM_MAX_LENGTH, '*', 'event', body);
      }
    }
    if (pipeline.length === 0) return;
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed) throw failed[0];
  }

  publishSystem(event: SystemEvent): Promise<string> {
    return this.publish(this.systemKey(), SystemEventSchema.parse(event));
  }

  readAccount(accountId: string, afterId: string | null, signal: AbortSignal) {
    return this.read(this.accountKey(accountId), AccountEventSchema, afterId, signal);
  }

  readSystem(afterId: string | null, signal: AbortSignal) {
    return this.read(this.systemKey(), SystemEventSchema, afterId, signal);
  }

  private accountKey(accountId: string) {
    return `${this.prefix}:events:account:${accountId}`;
  }

  private systemKey() {
    return `${this.prefix}:events:system`;
  }

  private async publish(key: string, event: object): Promise<string> {
    const id = await this.redis.xadd(
      key,
      'MAXLEN',
      '~',
      STREAM_MAX_LENGTH,
      '*',
      'event',
      JSON.stringify(event),
    );
    return id!;
  }

  /** Yields events after `afterId` (or from now when null) until the signal aborts. */
  private async *read<S extends z.ZodType>(
    key: string,
    schema: S,
    afterId: string | null,
    signal: AbortSignal,
  ): AsyncGenerator<Tracked<z.infer<S>>> {
    const reader = this.redis.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true });
    reader.on('error', errorListener(this.logger, 'event-reader'));
    const stop = () => reader.disconnect();
    signal.addEventListener('abort', stop, { once: true });
    try {
      let cursor = afterId ?? (await this.lastId(key));
      while (!signal.aborted) {
        let reply: StreamReply;
        try {
          reply = (await reader.xread(
            'COUNT',
            500,
            'BLOCK',
            BLOCK_MS,
            'STREAMS',
            key,
            cursor,
          )) as StreamReply;
        } catch (error) {
          if (signal.aborted) return;
          throw error;
        }
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            cursor = id;
            const parsed = schema.safeParse(JSON.parse(fields[1] ?? 'null'));
            if (parsed.success) yield { id, event: parsed.data };
          }
        }
      }
    } finally {
      signal.removeEventListener('abort', stop);
      reader.disconnect();
    }
  }

  private async lastId(key: string): Promise<string> {
    const last = await this.redis.xrevrange(key, '+', '-', 'COUNT', 1);
    return last[0]?.[0] ?? '0-0';
  }
}
