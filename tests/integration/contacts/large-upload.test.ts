import { describe, expect, it } from 'vitest';
import { CSV_ERROR_MESSAGES, MAX_CSV_BYTES } from '../../../shared/csv';
import type { AccountEvent } from '../../../shared/events';
import { eventsOf, runWorkers, signedInUser, waitFor } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

// Files over 64 KB wait for the worker here (IMPORT_INLINE_MAX_BYTES), so small files test it.
const ctx = await createTestContext({ IMPORT_INLINE_MAX_BYTES: String(64 * 1024) });
const { url } = await startTestServer(ctx);
await runWorkers(ctx);

type ImportEvent = Extract<AccountEvent, { type: 'import.progress' }>;

function upload(body: string, fileName: string, cookie: string) {
  return fetch(`${url}/api/uploads?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv', 'x-requested-with': 'StormDialer' },
    body,
  });
}

async function importEvents(accountId: string, importId: string) {
  return (await eventsOf(ctx, accountId)).filter(
    (event): event is ImportEvent =>
      event.type === 'import.progress' && event.importId === importId,
  );
}

async function finished(accountId: string, importId: string) {
  return waitFor(
    async () => (await importEvents(accountId, importId)).find((e) => e.state !== 'importing'),
    { timeoutMs: 120_000, what: 'the import to finish' },
  );
}

const rowsOfFile = (count: number) =>
  `phone,first_name,city\n${Array.from({ length: count }, (_, i) => `+1214${2_000_000 + i},N${i},C\n`).join('')}`;

describe('a large upload, imported by the worker', () => {
  it('answers 202, shows its rows as they are read, and the list appears when done', async () => {
    const user = await signedInUser(ctx, 'large');
    const res = await upload(rowsOfFile(30_000), 'spring leads.csv', user.cookie);
    expect(res.status).toBe(202);
    const { import: started } = await res.json();
    expect(started).toMatchObject({ fileName: 'spring leads.csv', state: 'importing' });
    const done = await finished(user.user.accountId, started.id);
    expect(done).toMatchObject({ state: 'done', rows: 30_000, message: null, kind: 'contacts' });
    const progress = (await importEvents(user.user.accountId, started.id)).filter(
      (e) => e.state === 'importing',
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((e) => e.rows > 0 && e.rows <= 30_000)).toBe(true);
    const list = await ctx.db
      .selectFrom('contact_lists')
      .select(['id', 'name', 'contact_count'])
      .where('account_id', '=', user.user.accountId)
      .executeTakeFirstOrThrow();
    expect(list).toEqual({ id: done.listId, name: 'spring leads', contact_count: 30_000 });
    const upload_ = await ctx.db
      .selectFrom('file_imports')
      .select(['state', 'rows_read', 'list_id'])
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    expect(upload_).toEqual({ state: 'done', rows_read: 30_000, list_id: done.listId });
    const chunks = await ctx.db
      .selectFrom('file_import_chunks')
      .select('seq')
      .where('import_id', '=', started.id)
      .execute();
    expect(chunks).toEqual([]);
  }, 180_000);

  it('says why on the upload when the file breaks near its end, and stores no list', async () => {
    const user = await signedInUser(ctx, 'broken-late');
    const res = await upload(`${rowsOfFile(8_000)}"+12145550199,Late\n`, 'late.csv', user.cookie);
    expect(res.status).toBe(202);
    const { import: started } = await res.json();
    const done = await finished(user.user.accountId, started.id);
    expect(done).toMatchObject({ state: 'failed', message: CSV_ERROR_MESSAGES.parse_failed });
    const lists = await ctx.db
      .selectFrom('contact_lists')
      .select('id')
      .where('account_id', '=', user.user.accountId)
      .execute();
    expect(lists).toEqual([]);
    const stored = await ctx.db
      .selectFrom('file_imports')
      .select(['state', 'error'])
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'failed', error: CSV_ERROR_MESSAGES.parse_failed });
  }, 180_000);

  it('refuses a wrong header at once, before the file waits for the worker', async () => {
    const user = await signedInUser(ctx, 'bad-header');
    const res = await upload(rowsOfFile(8_000).replace('phone,', 'mobile,'), 'x.csv', user.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(CSV_ERROR_MESSAGES.missing_phone_column);
    const waiting = await ctx.db
      .selectFrom('file_imports')
      .select('id')
      .where('account_id', '=', user.user.accountId)
      .execute();
    expect(waiting).toEqual([]);
  });

  it('accepts a file of exactly 10 MB and stores every contact', async () => {
    const user = await signedInUser(ctx, 'exact');
    const header = 'phone,first_name,last_name,city\n';
    const row = (i: number) => `+1214${2_000_000 + i},First${i},Last${i},City${i % 100}\n`;
    const parts = [header];
    let size = header.length;
    let rows = 0;
    while (size + row(rows + 1).length <= MAX_CSV_BYTES) {
      rows++;
      parts.push(row(rows));
      size += row(rows).length;
    }
    parts.push(' '.repeat(MAX_CSV_BYTES - size));
    const text = parts.join('');
    expect(Buffer.byteLength(text)).toBe(MAX_CSV_BYTES);
    const res = await upload(text, 'exact.csv', user.cookie);
    expect(res.status).toBe(202);
    const { import: started } = await res.json();
    const done = await finished(user.user.accountId, started.id);
    expect(done).toMatchObject({ state: 'done', rows });
    const stored = await ctx.db
      .selectFrom('contacts')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('row_number').as('last')])
      .where('list_id', '=', done.listId!)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ n: rows, last: rows });
  }, 180_000);
});
