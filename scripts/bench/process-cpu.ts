import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far, or null when it is gone. */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Follows the CPU of the Postgres backends serving one database: samples them every second and
 * sums what each used while it was seen (a backend that came and went between samples is missed).
 */
export function followPostgresCpu(db: Db, database: string) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async () => {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity where datname = ${database}`.execute(db);
    for (const { pid } of rows) {
      const cpu = processCpuSeconds(pid);
      if (cpu === null) continue;
      if (!first.has(pid)) first.set(pid, cpu);
      last.set(pid, cpu);
    }
  };
  const timer = setInterval(() => void sample().catch(() => {}), 1_000);
  void sample();
  return {
    async stop(): Promise<number> {
      clearInterval(timer);
      await sample().catch(() => {});
      let total = 0;
      for (const [pid, cpu] of last) total += cpu - (first.get(pid) ?? cpu);
      return total;
    },
  };
}

/** CPU seconds the Redis server has used so far (the whole server, whoever its clients are). */
export async function redisCpuSeconds(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const value = (key: string) => Number(info.match(new RegExp(`^${key}:([\\d.]+)`, 'm'))?.[1] ?? 0);
  return value('used_cpu_sys') + value('used_cpu_user');
}
