/** What the bench does as a browser would: sign up, upload a file, wait for its import. */
import type { Db } from '../../server/db/database';

const PASSWORD = 'Bench-import-memory-9!x';

/** Signs up a new account through `auth.signUp`; returns the session's cookie header. */
export async function signUpAccount(baseUrl: string, label: string): Promise<string> {
  const email = `${label}@bench.local`;
  const response = await fetch(`${baseUrl}/trpc/auth.signUp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: label, email, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .join('; ');
}

/** Uploads through `POST /api/uploads`; a large file answers 202 with its import's id. */
export async function uploadLarge(baseUrl: string, cookie: string, body: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/uploads?fileName=bench.csv`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv', 'x-requested-with': 'StormDialer' },
    body,
  });
  const text = await response.text();
  if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { import: { id: string } }).import.id;
}

/** Waits (polling every 200 ms) until the worker has finished the import; throws unless done. */
export async function importFinished(db: Db, importId: string): Promise<{ listId: string }> {
  for (;;) {
    const row = await db
      .selectFrom('file_imports')
      .select(['state', 'error', 'list_id'])
      .where('id', '=', importId)
      .executeTakeFirstOrThrow();
    if (row.state === 'done') return { listId: row.list_id! };
    if (row.state === 'failed') throw new Error(`import failed: ${row.error}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** About `rows` short contacts rows (`phone,first_name`), ~15 bytes each. */
export function shortRowsCsv(rows: number): string {
  const lines = ['phone,first_name'];
  for (let i = 0; i < rows; i++) lines.push(`${2142000000 + i},Ann`);
  return `${lines.join('\n')}\n`;
}
