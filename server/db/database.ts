import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types';

// bigint/count(*) come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Db = Kysely<Database>;

/** Each Kysely instance's pool, for the rare query Kysely cannot express (COPY). */
const pools = new WeakMap<Db, pg.Pool>();

export function createDb(url: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', () => {
    // An idle client lost its server; the pool replaces it. Query paths report their own errors.
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/**
 * Borrows a raw client from the app's pool for `work` (e.g. COPY FROM STDIN) and returns it, so
 * such work counts against the same connection limit as every other query.
 */
export async function withPgClient<T>(db: Db, work: (client: pg.PoolClient) => Promise<T>) {
  const pool = pools.get(db);
  if (!pool) throw new Error('withPgClient needs a database built by createDb');
  const client = await pool.connect();
  let failed = false;
  try {
    return await work(client);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A client that failed mid-COPY may be in an unknown protocol state: discard it.
    client.release(failed);
  }
}

/**
 * Runs `text` as the named prepared statement `name`: each pooled connection parses and plans it
 * once and then only executes it. For a hot statement whose planning costs more than its
 * execution (the webhook intake's: 0.23 ms of planning against 0.07 ms of work).
 */
export async function preparedQuery<Row>(
  db: Db,
  statement: { name: string; text: string },
  values: unknown[],
): Promise<Row[]> {
  const pool = pools.get(db);
  if (!pool) throw new Error('preparedQuery needs a database built by createDb');
  const result = await pool.query<Row & pg.QueryResultRow>({ ...statement, values });
  return result.rows;
}
