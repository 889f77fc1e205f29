import pg from 'pg';
import { e2eEnv } from './e2e-env';

/** Direct access to the e2e database's demo_calls table (the admin screens are another issue). */
export async function withDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eEnv().DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const clearDemoCalls = () => withDb((db) => db.query('delete from demo_calls'));

/** An uploaded recording, served by the api at /api/demo-calls/:id/audio. */
export async function insertUploadedDemoCall(title: string, order: number, audio: Buffer) {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into demo_calls (title, description, file_url, display_order, audio, audio_content_type)
       values ($1, $2, '', $3, $4, 'audio/wav') returning id`,
      [title, `${title} description`, order, audio],
    );
    const id = rows[0]!.id;
    await db.query('update demo_calls set file_url = $1 where id = $2', [
      `/api/demo-calls/${id}/audio`,
      id,
    ]);
    return id;
  });
}

export const insertLinkedDemoCall = (title: string, order: number, fileUrl: string) =>
  withDb((db) =>
    db.query(
      'insert into demo_calls (title, description, file_url, display_order) values ($1, null, $2, $3)',
      [title, fileUrl, order],
    ),
  );
