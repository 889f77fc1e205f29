/** What a push source is opened with: a way to hand over a value and a way to say it ended. */
export type PushSource<T> = (push: (value: T) => void, end: () => void) => Promise<() => void>;

/**
 * A push source as an async generator: values in order, ending when the source ends (after the
 * values it pushed first) or the signal aborts. Leaving the loop stops the source; without a signal
 * only that or the source's end does.
 */
export async function* pushIterable<T>(
  open: PushSource<T>,
  signal: AbortSignal = new AbortController().signal,
): AsyncGenerator<T> {
  const queue: T[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const stop = await open(
    (value) => {
      queue.push(value);
      wake?.();
    },
    () => {
      ended = true;
      wake?.();
    },
  );
  const onAbort = () => wake?.();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    while (!signal.aborted) {
      if (queue.length > 0) {
        yield queue.shift()!;
        continue;
      }
      if (ended) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    stop();
  }
}
