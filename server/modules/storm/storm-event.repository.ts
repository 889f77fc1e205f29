import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** One archived hail report by id (the shared archive: no account scope). */
export function hailEventById(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('hail_events')
    .select([sql<string>`id::text`.as('id'), sql<string>`local_date::text`.as('local_date')])
    .select(['begins_at', 'size_in', 'lat', 'lon', 'state', 'place'])
    .where('id', '=', id)
    .executeTakeFirst();
}
