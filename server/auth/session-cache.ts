import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import type { SessionUser } from './session-user';

export const SESSION_CACHE_TTL_MS = 30_000;
/** Past this many entries the lapsed ones are swept (and all of them if none lapsed). */
const MAX_ENTRIES = 50_000;

/** What changed: one session ended, or anything a user's sessions carry (revoked, role, account). */
export type SessionChange = { sessionId: string } | { userId: string };

type Entry = { user: SessionUser; expiresAt: number };

/**
 * The signed-in users of recent access tokens, per process, so a request reads no session row.
 * Kept honest over Redis pub/sub: every process drops what a change names the moment it hears it.
 * Messages sent while the subscriber is away are lost, so the cache is bypassed while it is not
 * subscribed and flushed whole each time it subscribes again; entries also lapse after 30 s.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private subscribed = false;
  /** Bumped by every change heard: a row read before a change is not kept after it. */
  private generation = 0;

  constructor(
    private readonly subscriber: Redis,
    private readonly publisher: Redis,
    private readonly channel: string,
    private readonly logger: Logger,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {
    subscriber.on('ready', () => void this.subscribe());
    subscriber.on('close', () => {
      this.subscribed = false;
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.heard(message);
    });
    if (subscriber.status === 'ready') void this.subscribe();
  }

  /** True while changes are heard; until then every request reads its session row. */
  get connected(): boolean {
    return this.subscribed;
  }

  /** The cached user of a session, if fresh and heard about; null means "read the row". */
  get(sessionId: string, userId: string): SessionUser | null {
    if (!this.subscribed) return null;
    const entry = this.entries.get(sessionId);
    if (!entry || entry.user.id !== userId) return null;
    if (entry.expiresAt > Date.now()) return entry.user;
    this.entries.delete(sessionId);
    return null;
  }

  /** A ticket taken before reading a session row; `keep` refuses it if a change came meanwhile. */
  ticket(): number {
    return this.generation;
  }

  keep(ticket: number, user: SessionUser): void {
    if (!this.subscribed || ticket !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.sweep();
    this.entries.set(user.sessionId, {
      user: Object.freeze(user),
      expiresAt: Date.now() + this.ttlMs,
    });
  }

  /** Called after the change is committed: drops it here at once and tells every other process. */
  async changed(change: SessionChange): Promise<void> {
    this.forget(change);
    try {
      await this.publisher.publish(this.channel, JSON.stringify(change));
    } catch (error) {
      this.logger.warn({ err: { message: (error as Error).message } }, 'session change not sent');
    }
  }

  close(): void {
    this.subscriber.disconnect();
  }

  private heard(message: string): void {
    try {
      this.forget(JSON.parse(message) as SessionChange);
    } catch {
      this.flush();
    }
  }

  private forget(change: SessionChange): void {
    this.generation += 1;
    if ('sessionId' in change) {
      this.entries.delete(change.sessionId);
      return;
    }
    for (const [sessionId, entry] of this.entries) {
      if (entry.user.id === change.userId) this.entries.delete(sessionId);
    }
  }

  private async subscribe(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
      this.flush();
      this.subscribed = this.subscriber.status === 'ready';
    } catch (error) {
      this.logger.warn(
        { err: { message: (error as Error).message } },
        'session cache unsubscribed',
      );
    }
  }

  private sweep(): void {
    const now = Date.now();
    for (const [sessionId, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(sessionId);
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }

  private flush(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
