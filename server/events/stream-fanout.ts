import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { eventFanoutSeconds } from '../metrics/event-metrics';
import { errorListener } from '../process/report-error';
import { pushIterable } from './push-iterable';
import { compareStreamIds, entryBody } from './stream-ids';

/**
 * One entry, shared by every local follower of its stream: what a follower derives from it
 * (the parsed event, the SSE frame) is cached here, so an event fanned out to 1,000 tabs is parsed
 * and serialised once.
 */
export type StreamEntry = { id: string; body: string; decoded?: unknown; frame?: Buffer };

/**
 * Who follows a stream. An object rather than callbacks: a process holds one per open tab, and
 * methods on a prototype cost nothing per tab where closures would.
 */
export interface StreamFollower {
  deliver(entry: StreamEntry): void;
  /** The fanout closed (the process is stopping) before the follower stopped. */
  fanoutClosed(): void;
}

type StreamReply = [key: string, entries: [id: string, fields: string[]][]][] | null;

type Watched = { cursor: string; follows: Set<Follow> };

/** One follower's place on one stream; `stop()` leaves it. */
export class Follow {
  /** Entries that arrived live while the follower was still being backfilled. */
  held: StreamEntry[] | null = [];
  stopped = false;

  constructor(
    private readonly fanout: StreamFanout,
    readonly key: string,
    readonly watched: Watched,
    readonly follower: StreamFollower,
    public last: string,
  ) {}

  /** Hands over an entry newer than the last one handed over. */
  hand(entry: StreamEntry): void {
    if (this.stopped || compareStreamIds(entry.id, this.last) <= 0) return;
    this.last = entry.id;
    this.follower.deliver(entry);
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.fanout.leave(this);
  }
}

/** Safety net only: a join wakes the read at once through the wake stream. */
const BLOCK_MS = 30_000;
const READ_COUNT = 500;
const BACKFILL_PAGE = 500;
const WAKE_TTL_MS = 60_000;

/**
 * One Redis connection per process reads every stream that has local followers (XREAD BLOCK over
 * all their keys) and hands entries to each follower in memory. A follower joining is backfilled
 * with XRANGE from its own resume point up to the shared cursor, then served live: no gap, no
 * duplicate. A join of a key the read does not cover yet adds to this process's own wake stream,
 * which the read always includes, so the read returns and restarts with the new key; there is no
 * window in which the wake can be missed.
 */
export class StreamFanout {
  private reader: Redis | null = null;
  private readonly streams = new Map<string, Watched>();
  private readonly wakeKey: string;
  private wakeCursor = '0-0';
  private waking = false;
  private idle: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly connectionName: string,
    private readonly logger: Logger,
  ) {
    this.wakeKey = `${connectionName}:wake:${randomUUID()}`;
  }

  /**
   * Hands the follower every entry of `key` after `afterId` (or from now when null), in order,
   * until the returned follow stops. Resolves once the follower is registered and backfilled.
   */
  async follow(key: string, afterId: string | null, follower: StreamFollower): Promise<Follow> {
    const start = afterId ?? (await this.lastId(key));
    const follow = this.join(key, start, follower);
    try {
      const upTo = follow.watched.cursor;
      if (compareStreamIds(start, upTo) < 0) {
        for (const entry of await this.range(key, start, upTo)) this.hand(follow, entry);
      }
    } catch (error) {
      follow.stop();
      throw error;
    }
    const held = follow.held ?? [];
    follow.held = null;
    for (const entry of held) this.hand(follow, entry);
    return follow;
  }

  /** The same as `follow`, as an async generator that ends when the signal aborts. */
  read(key: string, afterId: string | null, signal: AbortSignal): AsyncGenerator<StreamEntry> {
    return pushIterable(async (push, end) => {
      const follow = await this.follow(key, afterId, { deliver: push, fanoutClosed: end });
      return () => follow.stop();
    }, signal);
  }

  /** Number of keys the shared reader currently follows. */
  get followedStreams(): number {
    return this.streams.size;
  }

  close(): void {
    this.closed = true;
    this.idle?.();
    for (const watched of this.streams.values()) {
      for (const follow of watched.follows) follow.follower.fanoutClosed();
    }
    this.streams.clear();
    this.reader?.disconnect();
  }

  private hand(follow: Follow, entry: StreamEntry) {
    try {
      follow.hand(entry);
    } catch (error) {
      this.logger.error({ err: error }, 'a live event follower failed');
    }
  }

  private join(key: string, start: string, follower: StreamFollower): Follow {
    let watched = this.streams.get(key);
    if (!watched) {
      watched = { cursor: start, follows: new Set() };
      this.streams.set(key, watched);
      this.startReader();
      this.wakeReader();
    }
    const follow = new Follow(this, key, watched, follower, start);
    watched.follows.add(follow);
    return follow;
  }

  /** Called by `Follow.stop()`. */
  leave(follow: Follow): void {
    const { key, watched } = follow;
    watched.follows.delete(follow);
    // A key without followers drops out of the next read; no need to interrupt the current one.
    if (watched.follows.size === 0 && this.streams.get(key) === watched) this.streams.delete(key);
  }

  private startReader() {
    if (this.reader || this.closed) return;
    const reader = this.redis.duplicate({
      connectionName: this.connectionName,
      maxRetriesPerRequest: null,
      enableOfflineQueue: true,
    });
    reader.on('error', errorListener(this.logger, 'event-reader'));
    this.reader = reader;
    void this.run(reader);
  }

  private async run(reader: Redis) {
    while (!this.closed) {
      if (this.streams.size === 0) {
        await new Promise<void>((resolve) => {
          this.idle = resolve;
        });
        this.idle = null;
        continue;
      }
      // Joins from here on are not in this read's keys: they must wake it.
      this.waking = false;
      const keys = [...this.streams.keys()];
      const cursors = keys.map((key) => this.streams.get(key)!.cursor);
      try {
        const reply = (await reader.xread(
          'COUNT',
          READ_COUNT,
          'BLOCK',
          BLOCK_MS,
          'STREAMS',
          this.wakeKey,
          ...keys,
          this.wakeCursor,
          ...cursors,
        )) as StreamReply;
        const startedAt = performance.now();
        this.dispatch(reply);
        if (reply) eventFanoutSeconds.observe((performance.now() - startedAt) / 1000);
      } catch {
        if (this.closed) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  private dispatch(reply: StreamReply) {
    for (const [key, entries] of reply ?? []) {
      if (key === this.wakeKey) {
        this.wakeCursor = entries.at(-1)?.[0] ?? this.wakeCursor;
        continue;
      }
      const watched = this.streams.get(key);
      if (!watched) continue;
      for (const [id, fields] of entries) {
        if (compareStreamIds(id, watched.cursor) <= 0) continue;
        watched.cursor = id;
        const body = entryBody(fields);
        if (body === null) continue;
        const entry: StreamEntry = { id, body };
        for (const follow of watched.follows) {
          if (follow.held) follow.held.push(entry);
          else this.hand(follow, entry);
        }
      }
    }
  }

  /** Ends the read in flight (if any) so the next one includes every followed key. */
  private wakeReader() {
    this.idle?.();
    if (this.waking) return;
    this.waking = true;
    this.redis
      .multi()
      .xadd(this.wakeKey, 'MAXLEN', 1, '*', 'wake', '1')
      .pexpire(this.wakeKey, WAKE_TTL_MS)
      .exec()
      .catch((error: Error) => {
        this.waking = false;
        this.logger.warn({ err: { message: error.message } }, 'event reader not woken');
      });
  }

  /** Entries in (afterId, upTo], paged. */
  private async range(key: string, afterId: string, upTo: string): Promise<StreamEntry[]> {
    const entries: StreamEntry[] = [];
    let from = afterId;
    for (;;) {
      const page = await this.redis.xrange(key, `(${from}`, upTo, 'COUNT', BACKFILL_PAGE);
      for (const [id, fields] of page) {
        const body = entryBody(fields);
        if (body !== null) entries.push({ id, body });
      }
      if (page.length < BACKFILL_PAGE) return entries;
      from = page[page.length - 1]![0];
    }
  }

  private async lastId(key: string): Promise<string> {
    const last = await this.redis.xrevrange(key, '+', '-', 'COUNT', 1);
    return last[0]?.[0] ?? '0-0';
  }
}
