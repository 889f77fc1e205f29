/**
 * At most `max` open live streams per user in this process: opening one more ends the oldest.
 * Each stream gets its own signal, aborted by the request's signal, by eviction or by release.
 */
export class UserStreamLimit {
  private readonly open = new Map<string, Set<AbortController>>();

  constructor(private readonly max: number) {}

  acquire(userId: string, request: AbortSignal): { signal: AbortSignal; release(): void } {
    const streams = this.open.get(userId) ?? new Set<AbortController>();
    this.open.set(userId, streams);
    while (streams.size >= this.max) {
      const oldest = streams.values().next().value!;
      streams.delete(oldest);
      oldest.abort();
    }
    const controller = new AbortController();
    const abort = () => controller.abort();
    request.addEventListener('abort', abort, { once: true });
    streams.add(controller);
    return {
      signal: controller.signal,
      release: () => {
        request.removeEventListener('abort', abort);
        streams.delete(controller);
        if (streams.size === 0 && this.open.get(userId) === streams) this.open.delete(userId);
      },
    };
  }

  openFor(userId: string): number {
    return this.open.get(userId)?.size ?? 0;
  }
}
