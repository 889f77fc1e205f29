export type EventBuffer<T> = { push(item: T): void; dispose(): void };

/**
 * Collects items and hands them over in one batch `windowMs` after the first item of a batch
 * arrived, so a burst of events becomes one notification. `dispose` drops anything pending.
 */
export function createEventBuffer<T>(
  windowMs: number,
  onFlush: (items: T[]) => void,
): EventBuffer<T> {
  let pending: T[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    push(item) {
      pending.push(item);
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        const items = pending;
        pending = [];
        onFlush(items);
      }, windowMs);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = [];
    },
  };
}

/**
 * Runs `fn` at most once per `intervalMs`: the first call runs at once, later calls within the
 * interval collapse into one trailing run.
 */
export function createThrottle(
  intervalMs: number,
  fn: () => void,
): { run(): void; dispose(): void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  return {
    run() {
      if (timer !== null) return;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
