import { describe, expect, it } from 'vitest';
import {
  callsOf,
  contactsOf,
  runWorkers,
  signedInUser,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

const ctx = await createTestContext({
  DIALER_CALL_DURATION_MS: '20',
  DIALER_ROUND_PAUSE_MS: '20',
  DIALER_SEED: '3',
});
const { url } = await startTestServer(ctx);
await runWorkers(ctx);

const FILE = [
  'phone,first_name',
  '(214) 555-0101,Ann', // row 1: valid, US punctuation
  '555-0123,Bob', // row 2: seven digits: invalid
  '+1 214 555 0101,Cara', // row 3: same number as row 1
  '+44 20 7946 0958,Dev', // row 4: valid, international
  'call me,Eve', // row 5: letters: invalid
  '1-214-555-0102,Fay', // row 6: valid, leading 1
  '214.555.0102 ,Gus', // row 7: same as row 6
].join('\n');

async function upload(cookie: string, text = FILE) {
  const res = await fetch(`${url}/api/uploads?fileName=leads.csv`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv', 'x-requested-with': 'StormDialer' },
    body: text,
  });
  return { status: res.status, body: await res.json() };
}

describe('numbers at import', () => {
  it('stores E.164, keeps invalid numbers as Invalid Number and drops duplicates', async () => {
    const owner = await signedInUser(ctx, 'clean');
    const { status, body } = await upload(owner.cookie);
    expect(status).toBe(201);
    expect(body.list).toMatchObject({
      contactCount: 5,
      invalidCount: 2,
      duplicateCount: 2,
      counts: { 'Not Called': 3, 'Invalid Number': 2 },
    });
    const contacts = await contactsOf(ctx, body.list.id);
    expect(
      contacts.map((c) => [c.row_number, c.phone_number, c.phone_original, c.first_name, c.status]),
    ).toEqual([
      [1, '+12145550101', '(214) 555-0101', 'Ann', 'Not Called'],
      [2, '555-0123', '555-0123', 'Bob', 'Invalid Number'],
      [4, '+442079460958', '+44 20 7946 0958', 'Dev', 'Not Called'],
      [5, 'call me', 'call me', 'Eve', 'Invalid Number'],
      [6, '+12145550102', '1-214-555-0102', 'Fay', 'Not Called'],
    ]);
    const listed = await owner.caller.contacts.lists();
    expect(listed[0]).toMatchObject({ invalidCount: 2, duplicateCount: 2 });
  });

  it('serves the import report: each rejected row with its number and reason', async () => {
    const owner = await signedInUser(ctx, 'report');
    const { body } = await upload(owner.cookie);
    const res = await fetch(`${url}/api/lists/${body.list.id}/import-report.csv`, {
      headers: { cookie: owner.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('import-report.csv');
    expect(await res.text()).toBe(
      [
        'Row,Original number,Reason',
        '2,555-0123,Invalid number',
        '3,+1 214 555 0101,Duplicate of row 1',
        '5,call me,Invalid number',
        '7,214.555.0102,Duplicate of row 6',
        '',
      ].join('\r\n'),
    );
  });

  it("refuses another account's report and the signed-out", async () => {
    const owner = await signedInUser(ctx, 'report-a');
    const intruder = await signedInUser(ctx, 'report-b');
    const { body } = await upload(owner.cookie);
    const path = `${url}/api/lists/${body.list.id}/import-report.csv`;
    expect((await fetch(path, { headers: { cookie: intruder.cookie } })).status).toBe(404);
    expect((await fetch(path)).status).toBe(401);
    expect(
      (
        await fetch(`${url}/api/lists/nope/import-report.csv`, {
          headers: { cookie: owner.cookie },
        })
      ).status,
    ).toBe(404);
  });

  it('never dials an invalid number and completes the campaign without it', async () => {
    const owner = await signedInUser(ctx, 'dial');
    const { body } = await upload(owner.cookie);
    await owner.caller.campaignSettings.saveCallSettings({
      listId: body.list.id,
      redial: { maxAttempts: 1, retryDelayMinutes: 5, retryStatuses: [] },
    });
    await owner.caller.dialer.start({ listId: body.list.id });
    await waitForState(ctx, body.list.id, ['completed']);
    const calls = await callsOf(ctx, body.list.id);
    const contacts = await contactsOf(ctx, body.list.id);
    const dialled = new Set(calls.map((call) => call.contact_id));
    expect(dialled.size).toBe(3);
    for (const contact of contacts.filter((c) => c.status === 'Invalid Number')) {
      expect(dialled.has(contact.id)).toBe(false);
      expect(contact.attempts).toBe(0);
    }
  });
});

describe('the account region for numbers without a country code', () => {
  it('reads numbers in the region the owner chose', async () => {
    const owner = await signedInUser(ctx, 'region');
    expect((await owner.caller.contacts.phoneRegion()).region).toBe('US');
    await owner.caller.contacts.setPhoneRegion({ region: 'GB' });
    const { body } = await upload(owner.cookie, 'phone,first_name\n020 7946 0958,Ann\n');
    const [contact] = await contactsOf(ctx, body.list.id);
    expect([contact!.phone_number, contact!.status]).toEqual(['+442079460958', 'Not Called']);
  });

  it('refuses an unknown region with a field error', async () => {
    const owner = await signedInUser(ctx, 'region-bad');
    await expect(owner.caller.contacts.setPhoneRegion({ region: 'XX' })).rejects.toThrow(
      'Unknown country or region',
    );
    expect((await owner.caller.contacts.phoneRegion()).region).toBe('US');
  });
});
