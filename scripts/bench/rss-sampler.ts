import { readFileSync } from 'node:fs';

/** A process's resident set in MB, from /proc (null once it is gone). */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** Samples each named process's RSS every 100 ms; growth is the peak over its given idle RSS. */
export function sampleRss<K extends string>(pids: Record<K, number>, idles: Record<K, number>) {
  const peaks: Record<string, number> = {};
  const take = () => {
    for (const [name, pid] of Object.entries<number>(pids)) {
      const mb = rssMb(pid);
      if (mb === null) continue;
      peaks[name] = Math.max(peaks[name] ?? 0, mb);
    }
  };
  take();
  const timer = setInterval(take, 100);
  return {
    stop() {
      clearInterval(timer);
      take();
      return Object.fromEntries(
        Object.keys(pids).map((name) => [
          name,
          { idle: idles[name as K], peak: peaks[name]!, growth: peaks[name]! - idles[name as K] },
        ]),
      ) as Record<K, { idle: number; peak: number; growth: number }>;
    },
  };
}
