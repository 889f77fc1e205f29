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
import { type StreamEntry, StreamFanout, type StreamFollower } from './stream-fanout';
import { UserStreamLimit } from './user-stream-limit';

const STREAM_MAX_LENGTH = 10_000;

export type EventBusOptions = { maxStreamsPerUser: number };

/**
 * Typed events on capped Redis Streams: one stream per account plus one for the system.
 * Stream entry ids are the event ids, so a reconnecting reader resumes exactly after the last one.
 */
export class EventBus {
  /** The process's one shared reader, opened on the first subscription (never in the worker). */
  readonly fanout: StreamFanout;
  /** Open live streams per user in this process; the oldest ends when one more opens. */
  readonly streamLimit: UserStreamLimit;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    logger: Logger,
    options: EventBusOptions = { maxStreamsPerUser: 20 },
  ) {
    this.fanout = new StreamFanout(redis, `${prefix}:events-reader`, logger);
    this.streamLimit = new UserStreamLimit(options.maxStreamsPerUser);
  }

  close(): void {
    this.fanout.close();
  }

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

  /**
   * Hands the follower every entry of the account's stream after `afterId` (or from now), in
   * order; `accountEventOf` reads the event in an entry.
   */
  followAccount(accountId: string, afterId: string | null, follower: StreamFollower) {
    return this.fanout.follow(this.accountKey(accountId), afterId, follower);
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
    for await (const entry of this.fanout.read(key, afterId, signal)) {
      const parsed = decode(entry, schema);
      if (parsed.success) yield { id: entry.id, event: parsed.data };
    }
  }
}

/** The account event in an entry of an account stream, parsed once for all its followers. */
export function accountEventOf(entry: StreamEntry) {
  return decode(entry, AccountEventSchema);
}

/** Parses an entry's body once for all its followers; a body that is not JSON is invalid. */
function decode<S extends z.ZodType>(
  entry: StreamEntry,
  schema: S,
): z.ZodSafeParseResult<z.infer<S>> {
  if (entry.decoded === undefined) {
    let json: unknown;
    try {
      json = JSON.parse(entry.body);
    } catch {
      json = undefined;
    }
    entry.decoded = schema.safeParse(json);
  }
  return entry.decoded as z.ZodSafeParseResult<z.infer<S>>;
}
