import { describe, expect, it } from 'vitest';
import { importDoNotCallStream } from '../../../server/modules/campaigns/do-not-call/do-not-call-import.service';
import { CSV_ERROR_MESSAGES } from '../../../shared/csv';
import { DNC_MESSAGES } from '../../../shared/dialer/do-not-call-inputs';
import type { AccountEvent } from '../../../shared/events';
import {
  contactsOf,
  eventsOf,
  importList,
  runWorkers,
  signedInUser,
  waitFor,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

const ctx = await createTestContext({ IMPORT_INLINE_MAX_BYTES: String(16 * 1024) });
const { url } = await startTestServer(ctx);
await runWorkers(ctx);

function upload(body: string, cookie: string, fileName = 'dnc.csv') {
  return fetch(`${url}/api/do-not-call/imports?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv', 'x-requested-with': 'StormDialer' },
    body,
  });
}

async function listed(accountId: string) {
  const rows = await ctx.db
    .selectFrom('do_not_call_numbers')
    .select(['phone_number', 'source'])
    .where('account_id', '=', accountId)
    .orderBy('phone_number')
    .execute();
  return rows;
}

describe('a do-not-call file, through the streaming importer', () => {
  it('adds the phone column of a small file at once and marks the contacts', async () => {
    const user = await signedInUser(ctx, 'dnc-small');
    const list = await importList(ctx, user.user.accountId, 3);
    const text =
      'name,Phone Number\nAnn,(214) 200-0001\nBob,not a number\n,\nCy,+12142000002\nDee,2142000001\n';
    const res = await upload(text, user.cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).result).toEqual({
      added: 2,
      alreadyListed: 0,
      invalid: 1,
      invalidExamples: ['not a number'],
    });
    expect(await listed(user.user.accountId)).toEqual([
      { phone_number: '+12142000001', source: 'import' },
      { phone_number: '+12142000002', source: 'import' },
    ]);
    const statuses = (await contactsOf(ctx, list.id)).map((c) => c.status);
    expect(statuses).toEqual(['Do Not Call', 'Do Not Call', 'Not Called']);
  });

  it('reads a plain list of numbers (no header) from its first row', async () => {
    const user = await signedInUser(ctx, 'dnc-plain');
    const res = await upload('2142000001\r\n2142000002\r\n', user.cookie);
    expect((await res.json()).result).toMatchObject({ added: 2, invalid: 0 });
  });

  it('refuses a file without numbers and one broken after several batches, adding nothing', async () => {
    const user = await signedInUser(ctx, 'dnc-broken');
    const none = await upload('phone\n\n', user.cookie);
    expect(none.status).toBe(400);
    expect((await none.json()).error.message).toBe(DNC_MESSAGES.noPhoneColumn);
    const numbers = Array.from({ length: 50 }, (_, i) => `+1214300${String(i).padStart(4, '0')}`);
    const broken = await importDoNotCallStream(ctx, {
      accountId: user.user.accountId,
      addedBy: null,
      body: [Buffer.from(`phone\n${numbers.join('\n')}\n"+12145550199\n`)],
      limits: { batchRows: 10, segmentChars: 64 },
    });
    expect(broken).toEqual({
      ok: false,
      code: 'parse_failed',
      message: CSV_ERROR_MESSAGES.parse_failed,
    });
    expect(await listed(user.user.accountId)).toEqual([]);
  });

  it('imports a large file in the worker with progress events', async () => {
    const user = await signedInUser(ctx, 'dnc-large');
    const numbers = Array.from(
      { length: 3_000 },
      (_, i) => `+1214400${String(i).padStart(4, '0')}`,
    );
    const res = await upload(`phone\n${numbers.join('\n')}\n`, user.cookie, 'opt-outs.csv');
    expect(res.status).toBe(202);
    const { import: started } = await res.json();
    type ImportEvent = Extract<AccountEvent, { type: 'import.progress' }>;
    const done = await waitFor(
      async () =>
        (await eventsOf(ctx, user.user.accountId)).find(
          (e): e is ImportEvent =>
            e.type === 'import.progress' && e.importId === started.id && e.state !== 'importing',
        ),
      { timeoutMs: 60_000, what: 'the do-not-call import to finish' },
    );
    expect(done).toMatchObject({
      kind: 'do-not-call',
      fileName: 'opt-outs.csv',
      state: 'done',
      rows: 3_000,
      doNotCall: { added: 3_000, alreadyListed: 0, invalid: 0 },
    });
    expect((await listed(user.user.accountId)).length).toBe(3_000);
    // The worker knows the uploader by id only; the log still names the role they had.
    const logged = await ctx.db
      .selectFrom('compliance_log')
      .select(['actor_id', 'actor_role', 'action'])
      .where('account_id', '=', user.user.accountId)
      .execute();
    expect(logged).toEqual([
      { actor_id: user.user.id, actor_role: 'owner', action: 'do-not-call file imported' },
    ]);
  }, 120_000);
});
