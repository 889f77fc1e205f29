/** How long one benchmark may run before it is stopped as hung (quick: the test suite's sizes). */
export const BENCH_LIMIT_MS = { quick: 150_000, full: 1_800_000 };

/** `work`, or a rejection naming the benchmark once `limitMs` has passed without an answer. */
export async function withinLimit<T>(name: string, limitMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Benchmark ${name} did not finish within ${limitMs / 1000} s`)),
      limitMs,
    );
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}
