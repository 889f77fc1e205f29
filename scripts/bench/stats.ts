export type Summary = { n: number; min: number; median: number; p99: number; max: number };

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    min: sorted[0] ?? Number.NaN,
    median: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!;

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

/** `run` timed `samples` times after 10 warm-up runs. */
export async function timeSamples(samples: number, run: () => Promise<unknown>): Promise<Summary> {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return summarize(times);
}

/** A markdown table row: label, min, median, p99, max. */
export const summaryRow = (label: string, s: Summary) =>
  `| ${label} | ${ms(s.min)} | ${ms(s.median)} | ${ms(s.p99)} | ${ms(s.max)} |`;
