import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;

/** The spec's demo-call read: every row, by display_order ascending (then oldest first). */
export function listDemoCalls(db: Conn) {
  return db
    .selectFrom('demo_calls')
    .select(['id', 'title', 'description', 'file_url', 'display_order'])
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'asc')
    .execute();
}

export function findDemoCallAudio(db: Conn, id: string) {
  return db
    .selectFrom('demo_calls')
    .select(['audio', 'audio_content_type'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The hero's social-proof line; '' when none is set. */
export async function findSocialProof(db: Conn): Promise<string> {
  const row = await db.selectFrom('landing_settings').select('social_proof').executeTakeFirst();
  return row?.social_proof ?? '';
}

export function listTestimonials(db: Conn) {
  return db
    .selectFrom('testimonials')
    .select(['id', 'quote', 'name', 'company', 'is_example'])
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'asc')
    .execute();
}
