import type { ServerResponse } from 'node:http';

const PING = Buffer.from('event: ping\ndata: \n\n');

/**
 * The open event-stream responses of a process, each with what serves it. One timer pings them
 * all every `intervalMs`, so proxies keep idle streams open and tabs see the stream is alive; it
 * runs only while streams are open.
 */
export class SseTabs<T> {
  private readonly open = new Map<ServerResponse, T>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly intervalMs: number) {}

  add(res: ServerResponse, tab: T): void {
    this.open.set(res, tab);
    if (this.timer) return;
    this.timer = setInterval(() => {
      for (const stream of this.open.keys()) stream.write(PING);
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Forgets a response; answers what served it. */
  remove(res: ServerResponse): T | undefined {
    const tab = this.open.get(res);
    this.open.delete(res);
    if (this.open.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    return tab;
  }
}
