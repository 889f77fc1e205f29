import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** One archived hail report by id (the shared archive: no account scope). */
export function hailEventById(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('hail_events')
    .select(['id', 'begins_at', 'size_in', 'lat', 'lon', 'state', 'place'])
    .where('id', '=', id)
    .executeTakeFirst();
}
