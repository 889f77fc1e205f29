/** An open stream the limit can end. */
export interface LimitedStream {
  evict(): void;
}

/**
 * At most `max` open live streams per user in this process: opening one more evicts the oldest.
 */
export class UserStreamLimit {
  private readonly open = new Map<string, Set<LimitedStream>>();

  constructor(private readonly max: number) {}

  acquire(userId: string, stream: LimitedStream): void {
    const streams = this.open.get(userId) ?? new Set<LimitedStream>();
    this.open.set(userId, streams);
    while (streams.size >= this.max) {
      const oldest = streams.values().next().value!;
      streams.delete(oldest);
      oldest.evict();
    }
    streams.add(stream);
  }

  release(userId: string, stream: LimitedStream): void {
    const streams = this.open.get(userId);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) this.open.delete(userId);
  }

  openFor(userId: string): number {
    return this.open.get(userId)?.size ?? 0;
  }
}
