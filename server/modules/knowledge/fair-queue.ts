/** Thrown by FairQueue.run when a key already has `maxPerKey` jobs waiting or running. */
export class FairQueueFullError extends Error {
  override name = 'FairQueueFullError';
}

/**
 * Runs jobs at most `concurrency` at a time and takes turns between keys (accounts): the next job
 * to start belongs to the waiting key served least recently, so one key's backlog delays another
 * key's job by at most one job of its own.
 */
export class FairQueue {
  private readonly waiting = new Map<string, (() => void)[]>();
  /** Keys with jobs waiting or running → when they last started one (a sequence number). */
  private readonly lastStarted = new Map<string, number>();
  private readonly jobsOf = new Map<string, number>();
  private started = 0;
  private running = 0;

  constructor(
    private readonly concurrency: number,
    private readonly maxPerKey: number,
  ) {}

  /** Jobs of `key` waiting or running. */
  count(key: string): number {
    return this.jobsOf.get(key) ?? 0;
  }

  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    if (this.count(key) >= this.maxPerKey) return Promise.reject(new FairQueueFullError());
    this.jobsOf.set(key, this.count(key) + 1);
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        Promise.resolve()
          .then(job)
          .then(resolve, reject)
          .finally(() => this.finish(key));
      };
      const turns = this.waiting.get(key);
      if (turns) turns.push(start);
      else this.waiting.set(key, [start]);
      this.startNext();
    });
  }

  private finish(key: string) {
    this.running -= 1;
    const left = this.count(key) - 1;
    if (left > 0) this.jobsOf.set(key, left);
    else {
      this.jobsOf.delete(key);
      this.lastStarted.delete(key);
    }
    this.startNext();
  }

  /** The waiting key that started a job least recently; never-served keys first, by arrival. */
  private nextInLine(): [string, (() => void)[]] | undefined {
    let next: [string, (() => void)[]] | undefined;
    let nextStarted = Number.POSITIVE_INFINITY;
    for (const entry of this.waiting) {
      const started = this.lastStarted.get(entry[0]) ?? -1;
      if (started < nextStarted) [next, nextStarted] = [entry, started];
    }
    return next;
  }

  private startNext() {
    while (this.running < this.concurrency) {
      const next = this.nextInLine();
      if (!next) return;
      const [key, turns] = next;
      const start = turns.shift();
      if (!turns.length) this.waiting.delete(key);
      this.started += 1;
      this.lastStarted.set(key, this.started);
      start?.();
    }
  }
}
