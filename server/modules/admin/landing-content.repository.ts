import { sql } from 'kysely';
import type { DemoCallDetails, TestimonialDetails } from '../../../shared/admin/admin-schemas';
import type { Db } from '../../db/database';

// The landing page's content rows (demo_calls, testimonials), as the admin area writes them.

export function listDemoCallRows(db: Db) {
  return db
    .selectFrom('demo_calls')
    .select([
      'id',
      'title',
      'description',
      'file_url',
      'display_order',
      'audio_content_type',
      sql<number>`coalesce(octet_length(audio), 0)`.as('audio_bytes'),
    ])
    .orderBy('display_order')
    .orderBy('created_at')
    .execute();
}

export type DemoCallRow = Awaited<ReturnType<typeof listDemoCallRows>>[number];

/** Inserts a demo call with its recording; its file_url is the public audio route of its id. */
export async function insertDemoCall(
  db: Db,
  details: DemoCallDetails,
  audio: { bytes: Buffer; contentType: string },
  fileUrlFor: (id: string) => string,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('demo_calls')
      .values({
        title: details.title,
        description: details.description || null,
        display_order: details.displayOrder,
        file_url: '',
        audio: audio.bytes,
        audio_content_type: audio.contentType,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('demo_calls')
      .set({ file_url: fileUrlFor(id) })
      .where('id', '=', id)
      .execute();
    return id;
  });
}

export async function updateDemoCallDetails(db: Db, id: string, details: DemoCallDetails) {
  const result = await db
    .updateTable('demo_calls')
    .set({
      title: details.title,
      description: details.description || null,
      display_order: details.displayOrder,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceDemoCallAudio(
  db: Db,
  id: string,
  audio: { bytes: Buffer; contentType: string },
  fileUrl: string,
) {
  const result = await db
    .updateTable('demo_calls')
    .set({ audio: audio.bytes, audio_content_type: audio.contentType, file_url: fileUrl })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteDemoCall(db: Db, id: string) {
  const result = await db.deleteFrom('demo_calls').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function listTestimonialRows(db: Db) {
  return db
    .selectFrom('testimonials')
    .select(['id', 'quote', 'name', 'company', 'is_example', 'display_order'])
    .orderBy('display_order')
    .orderBy('created_at')
    .execute();
}

const testimonialValues = (details: TestimonialDetails) => ({
  quote: details.quote,
  name: details.name,
  company: details.company,
  is_example: details.isExample,
  display_order: details.displayOrder,
});

export async function insertTestimonial(db: Db, details: TestimonialDetails): Promise<string> {
  const row = await db
    .insertInto('testimonials')
    .values(testimonialValues(details))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTestimonial(db: Db, id: string, details: TestimonialDetails) {
  const result = await db
    .updateTable('testimonials')
    .set(testimonialValues(details))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteTestimonial(db: Db, id: string) {
  const result = await db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The hero's social-proof line ('' hides it). */
export async function saveSocialProof(db: Db, socialProof: string): Promise<void> {
  await db
    .insertInto('landing_settings')
    .values({ singleton: true, social_proof: socialProof })
    .onConflict((oc) =>
      oc.column('singleton').doUpdateSet({ social_proof: socialProof, updated_at: new Date() }),
    )
    .execute();
}
