import { sql } from 'kysely';
import type { AppDeps } from './deps';

export type Readiness = { ok: boolean; postgres: 'ok' | 'down'; redis: 'ok' | 'down' };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

export async function checkReadiness(deps: Pick<AppDeps, 'db' | 'redis'>): Promise<Readiness> {
  const [postgres, redis] = await Promise.all([
    withTimeout(sql`select 1`.execute(deps.db), 2_000).then(
      () => 'ok' as const,
      () => 'down' as const,
    ),
    withTimeout(deps.redis.ping(), 2_000).then(
      () => 'ok' as const,
      () => 'down' as const,
    ),
  ]);
  return { ok: postgres === 'ok' && redis === 'ok', postgres, redis };
}
