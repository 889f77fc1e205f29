import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { createTestContext } from '../helpers/test-context';

const ctx = await createTestContext();

describe('migrations', () => {
  it('have created the demo_calls table the landing page reads', async () => {
    await ctx.db
      .insertInto('demo_calls')
      .values({ title: 'Storm follow-up', file_url: '/demo/1.mp3', display_order: 1 })
      .execute();
    const rows = await ctx.db
      .selectFrom('demo_calls')
      .selectAll()
      .orderBy('display_order')
      .execute();
    expect(rows.map((r) => r.title)).toEqual(['Storm follow-up']);
  });

  it('are idempotent: a second run applies nothing and keeps the data', async () => {
    const again = await migrateToLatest(ctx.db);
    expect(again.results).toEqual([]);
    const count = await sql<{ n: number }>`select count(*)::int as n from demo_calls`.execute(
      ctx.db,
    );
    expect(count.rows[0]?.n).toBe(1);
  });
});
