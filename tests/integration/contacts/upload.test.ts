import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CSV_ERROR_MESSAGES, MAX_CSV_BYTES } from '../../../shared/csv';
import { contactsCsv, contactsOf, signedInUser } from '../../helpers/dialer-fixtures';
import { routeError } from '../../helpers/route-errors';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const owner = await signedInUser(ctx, 'uploader');

function upload(body: BodyInit | Buffer, fileName = 'contacts.csv', cookie = owner.cookie) {
  return fetch(`${url}/api/uploads?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv', 'x-requested-with': 'StormDialer' },
    body: body as BodyInit,
  });
}

async function listCount(accountId: string) {
  const row = await ctx.db
    .selectFrom('contact_lists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/uploads', () => {
  it('stores a BOM-prefixed, semicolon-delimited file with its extra columns', async () => {
    const text =
      '\uFEFFPhone Number;First Name;City;Roof Age\n+12145550001;Ann;Tulsa;12\n\n+12145550002; Bob ;Waco;\n';
    const res = await upload(text, 'my leads.csv');
    expect(res.status).toBe(201);
    const { list } = await res.json();
    expect(list).toMatchObject({
      name: 'my leads',
      description: '',
      fileName: 'my leads.csv',
      contactCount: 2,
      state: 'idle',
      nextRunAt: null,
      counts: { 'Not Called': 2 },
      usesDefaultSettings: true,
    });
    expect(new Date(list.createdAt).toISOString()).toBe(list.createdAt);
    const contacts = await contactsOf(ctx, list.id);
    expect(contacts.map((c) => [c.row_number, c.phone_number, c.first_name, c.extra])).toEqual([
      [1, '+12145550001', 'Ann', { City: 'Tulsa', 'Roof Age': '12' }],
      [2, '+12145550002', 'Bob', { City: 'Waco', 'Roof Age': '' }],
    ]);
    expect(contacts.every((c) => c.status === 'Not Called' && c.attempts === 0)).toBe(true);
  });

  it('names a new list by its file name, or by the default name the account chose, with its default description', async () => {
    const other = await signedInUser(ctx, 'named');
    const byFile = await upload(contactsCsv(2), 'hail.csv', other.cookie);
    expect(byFile.status).toBe(201);
    expect((await byFile.json()).list).toMatchObject({ name: 'hail', contactCount: 2 });

    await other.caller.campaignSettings.saveGeneral({
      listId: null,
      name: 'Storm leads',
      description: 'From the May hail',
    });
    const res = await upload(contactsCsv(3), 'hail.csv', other.cookie);
    expect(res.status).toBe(201);
    const { list } = await res.json();
    expect(list).toMatchObject({
      name: 'Storm leads',
      description: 'From the May hail',
      contactCount: 3,
    });
  });

  const failures: [string, string, string, string][] = [
    ['a name without .csv', 'contacts.txt', contactsCsv(2), 'not_csv'],
    ['an empty file', 'empty.csv', '', 'empty'],
    ['a header without data rows', 'header.csv', 'phone,first_name\n\n', 'empty'],
    [
      'a file without a phone column',
      'nophone.csv',
      'mobile,first_name\n1,Ann\n',
      'missing_phone_column',
    ],
    [
      'a file without a first-name column',
      'noname.csv',
      'phone,surname\n1,Smith\n',
      'missing_first_name_column',
    ],
    ['a malformed file', 'broken.csv', 'phone,first_name\n"1,Ann\n', 'parse_failed'],
  ];
  for (const [what, fileName, body, code] of failures) {
    it(`refuses ${what} with the catalogued message and stores nothing`, async () => {
      const user = await signedInUser(ctx, 'refused');
      const res = await upload(body, fileName, user.cookie);
      expect(res.status).toBe(400);
      expect(await routeError(res)).toEqual({
        code: 'BAD_REQUEST',
        message: CSV_ERROR_MESSAGES[code as keyof typeof CSV_ERROR_MESSAGES],
      });
      expect(await listCount(user.user.accountId)).toBe(0);
    });
  }

  it('answers a body it cannot read with the catalogued read error, not a 500', async () => {
    const res = await fetch(`${url}/api/uploads?fileName=c.csv`, {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        'content-encoding': 'x-unknown',
        'x-requested-with': 'StormDialer',
      },
      body: contactsCsv(2),
    });
    expect(res.status).toBe(400);
    expect(await routeError(res)).toEqual({
      code: 'BAD_REQUEST',
      message: CSV_ERROR_MESSAGES.read_error,
    });
  });

  it('answers 401 to a signed-out request and stores nothing', async () => {
    const before = await ctx.db
      .selectFrom('contact_lists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await upload(contactsCsv(2), 'contacts.csv', '');
    expect(res.status).toBe(401);
    expect(await routeError(res)).toEqual({
      code: 'UNAUTHORIZED',
      message: 'You need to sign in.',
    });
    const after = await ctx.db
      .selectFrom('contact_lists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a body declared larger than 10 MB with 413', async () => {
    const user = await signedInUser(ctx, 'big-declared');
    const body = Buffer.alloc(MAX_CSV_BYTES + 1, 'a');
    const res = await upload(body, 'big.csv', user.cookie);
    expect(res.status).toBe(413);
    expect(await routeError(res)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File size exceeds 10MB limit',
    });
    expect(await listCount(user.user.accountId)).toBe(0);
  });

  it('cuts off a chunked body at the 10 MB limit with 413', async () => {
    const user = await signedInUser(ctx, 'big-chunked');
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          `${url}/api/uploads?fileName=big.csv`,
          {
            method: 'POST',
            headers: {
              cookie: user.cookie,
              'transfer-encoding': 'chunked',
              'x-requested-with': 'StormDialer',
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        const chunk = Buffer.alloc(1024 * 1024, 'b');
        let sent = 0;
        const pump = () => {
          while (sent < 11) {
            sent++;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      },
    );
    expect(status).toBe(413);
    expect(JSON.parse(body).error.message).toBe('File size exceeds 10MB limit');
    expect(await listCount(user.user.accountId)).toBe(0);
  });

  it('refuses a 5 MB header of columns with the row-length message and keeps answering', async () => {
    const user = await signedInUser(ctx, 'wide');
    const text = `phone,first_name${',c'.repeat(2_500_000)}\n${'555,Ann\n'.repeat(10)}`;
    const [res, health] = await Promise.all([
      upload(text, 'wide.csv', user.cookie),
      fetch(`${url}/healthz`),
    ]);
    expect(health.status).toBe(200);
    expect(res.status).toBe(400);
    expect(await routeError(res)).toEqual({
      code: 'BAD_REQUEST',
      message: 'A row is longer than 64 KB',
    });
    expect(await listCount(user.user.accountId)).toBe(0);
  });

  it('refuses 101 columns with the catalogued message', async () => {
    const user = await signedInUser(ctx, 'columns');
    const header = ['phone', 'first_name', ...Array.from({ length: 99 }, (_, i) => `c${i}`)];
    const res = await upload(`${header.join(',')}\n555,Ann\n`, 'cols.csv', user.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Too many columns: at most 100 are allowed');
    expect(await listCount(user.user.accountId)).toBe(0);
  });

  it('keeps NUL bytes and control characters out of Postgres, from the file and its name', async () => {
    const user = await signedInUser(ctx, 'nul');
    const res = await upload(
      'phone,first_name\n555\u0000,A\u0000nn\n',
      'le\u0000ads\u0007.csv',
      user.cookie,
    );
    expect(res.status).toBe(201);
    const { list } = await res.json();
    expect(list.fileName).toBe('leads.csv');
    const contacts = await contactsOf(ctx, list.id);
    expect(contacts.map((c) => [c.phone_number, c.first_name])).toEqual([['555', 'Ann']]);
  });
});
