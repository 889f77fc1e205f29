import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { errorListener } from '../process/report-error';
import { compareStreamIds, entryBody } from './stream-ids';

/**
 * One entry, shared by every local subscriber of its stream: `decoded` caches the parse, so an
 * event fanned out to 1,000 tabs is parsed once.
 */
export type StreamEntry = { id: string; body: string; decoded?: unknown };

type StreamReply = [key: string, entries: [id: string, fields: string[]][]][] | null;

type Subscriber = { queue: StreamEntry[]; notify: (() => void) | null; overflowed: boolean };
type Watched = { cursor: string; subscribers: Set<Subscriber> };

/** Fallback re-read interval; joins normally interrupt the read at once (CLIENT UNBLOCK). */
const BLOCK_MS = 5_000;
const READ_COUNT = 500;
const BACKFILL_PAGE = 500;
/** A subscriber this far behind is ended; its tab reconnects with lastEventId. */
const MAX_QUEUED = 10_000;

/**
 * One Redis connection per process reads every stream that has local subscribers (XREAD BLOCK over
 * all their keys) and fans entries out in memory. A joining subscriber is backfilled with XRANGE
 * from its own resume point up to the shared cursor, then served live: no gap, no duplicate.
 */
export class StreamFanout {
  private reader: Redis | null = null;
  private readerId: number | null = null;
  private readonly streams = new Map<string, Watched>();
  private generation = 0;
  private inFlight = -1;
  private waking = false;
  private idle: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly connectionName: string,
    private readonly logger: Logger,
  ) {}

  /** Entries of `key` after `afterId` (or from now when null) until the signal aborts. */
  async *read(key: string, afterId: string | null, signal: AbortSignal) {
    const start = afterId ?? (await this.lastId(key));
    const subscriber: Subscriber = { queue: [], notify: null, overflowed: false };
    const watched = this.join(key, start, subscriber);
    const wake = () => subscriber.notify?.();
    signal.addEventListener('abort', wake, { once: true });
    try {
      if (compareStreamIds(start, watched.cursor) < 0) {
        const missed = await this.range(key, start, watched.cursor);
        subscriber.queue = missed.concat(subscriber.queue);
      }
      let last = start;
      while (!signal.aborted && !subscriber.overflowed && !this.closed) {
        const entry = subscriber.queue.shift();
        if (!entry) {
          await new Promise<void>((resolve) => {
            subscriber.notify = resolve;
          });
          subscriber.notify = null;
          continue;
        }
        if (compareStreamIds(entry.id, last) <= 0) continue;
        last = entry.id;
        yield entry;
      }
    } finally {
      signal.removeEventListener('abort', wake);
      this.leave(key, watched, subscriber);
    }
  }

  /** Number of keys the shared reader currently follows. */
  get followedStreams(): number {
    return this.streams.size;
  }

  close(): void {
    this.closed = true;
    this.idle?.();
    for (const watched of this.streams.values()) {
      for (const subscriber of watched.subscribers) subscriber.notify?.();
    }
    this.reader?.disconnect();
  }

  private join(key: string, start: string, subscriber: Subscriber): Watched {
    let watched = this.streams.get(key);
    if (!watched) {
      watched = { cursor: start, subscribers: new Set() };
      this.streams.set(key, watched);
      this.generation += 1;
      this.startReader();
      void this.wakeReader();
    }
    watched.subscribers.add(subscriber);
    return watched;
  }

  private leave(key: string, watched: Watched, subscriber: Subscriber) {
    watched.subscribers.delete(subscriber);
    // A key without subscribers drops out of the next read; no need to interrupt the current one.
    if (watched.subscribers.size === 0 && this.streams.get(key) === watched)
      this.streams.delete(key);
  }

  private startReader() {
    if (this.reader || this.closed) return;
    const reader = this.redis.duplicate({
      connectionName: this.connectionName,
      maxRetriesPerRequest: null,
      enableOfflineQueue: true,
    });
    reader.on('error', errorListener(this.logger, 'event-reader'));
    reader.on('ready', () => {
      this.readerId = null;
    });
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
      try {
        this.readerId ??= Number(await reader.client('ID'));
        const keys = [...this.streams.keys()];
        const cursors = keys.map((key) => this.streams.get(key)!.cursor);
        this.inFlight = this.generation;
        const reply = (await reader.xread(
          'COUNT',
          READ_COUNT,
          'BLOCK',
          BLOCK_MS,
          'STREAMS',
          ...keys,
          ...cursors,
        )) as StreamReply;
        this.dispatch(reply);
      } catch {
        if (this.closed) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  private dispatch(reply: StreamReply) {
    for (const [key, entries] of reply ?? []) {
      const watched = this.streams.get(key);
      if (!watched) continue;
      for (const [id, fields] of entries) {
        if (compareStreamIds(id, watched.cursor) <= 0) continue;
        watched.cursor = id;
        const body = entryBody(fields);
        if (body === null) continue;
        const entry: StreamEntry = { id, body };
        for (const subscriber of watched.subscribers) {
          subscriber.queue.push(entry);
          if (subscriber.queue.length > MAX_QUEUED) subscriber.overflowed = true;
          subscriber.notify?.();
        }
      }
    }
  }

  /** Interrupts a read that does not yet include the newest keys (CLIENT UNBLOCK). */
  private async wakeReader() {
    if (this.waking) return;
    this.waking = true;
    try {
      this.idle?.();
      while (!this.closed && this.inFlight < this.generation) {
        if (this.readerId !== null) {
          // After an unblock the reader re-reads with every key; the loop checks it did.
          await this.redis.client('UNBLOCK', this.readerId).catch(() => 0);
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    } finally {
      this.waking = false;
    }
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
