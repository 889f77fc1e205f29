import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { Database } from '../../server/db/types';
import type { TestContext } from './test-context';

/**
 * A second Kysely on the file's database that records every query it sends. Hand it to the
 * product (as `deps.db`) and EXPLAIN what the product really ran, not a copy of its SQL.
 */
export function recordingDb(ctx: TestContext) {
  const sent: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: ctx.config.db.url, max: 4 }),
    }),
    log: (event) => {
      if (event.level === 'query') sent.push(event.query);
    },
  });
  afterAll(() => db.destroy());

  /** The plan (text) of a recorded query, with the parameters it was sent with. */
  async function explain(query: CompiledQuery): Promise<string> {
    const { rows } = await ctx.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  return { db, sent, explain };
}
