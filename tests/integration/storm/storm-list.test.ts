import { beforeAll, describe, expect, it } from 'vitest';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { campaignVoiceOf } from '../../../server/modules/campaigns/rounds/campaign-voice.repository';
import { STORM_LIST_MESSAGES } from '../../../shared/storm/storm-list-schemas';
import { type SignedIn, signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { NCEI_2026, uploadHailFile } from './hail-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
const roofer = await signedInUser(ctx, 'roofer');
const other = await signedInUser(ctx, 'other');

// ZIP 75093's centroid; 75024 is 3.0 mi and 75075 4.2 mi from it, 75002 12.4 mi, 02134 (Boston) far.
const CSV_A = `phone,first_name,zip,address
+12145550101,Inside,75093,
+12145550102,Nearby,75024,
+12145550103,ByAddress,,"1420 Oak Ridge Dr, Plano, TX 75075"
+12145550104,Beyond,75002,
+12145550105,Boston,2134,
+12145550106,NoZip,,12 Main St
+12145550107,UnknownZip,00000,
+12145550108,Listed,75093,
+12145550109,Reached,75093,
+12145550110,Finished,75093,
555,BadNumber,75093,
`;
// The same homeowner in a second list (one number, one contact in the storm list).
const CSV_B = `phone,first_name,zip
+12145550101,Inside again,75093
`;
const CSV_OTHER = `phone,first_name,zip
+12145550199,Other account,75093
`;

async function importCsv(who: SignedIn, text: string) {
  const result = await importContactsCsv(ctx, {
    accountId: who.user.accountId,
    fileName: 'homeowners.csv',
    bytes: Buffer.from(text),
  });
  if (!result.ok) throw new Error(result.message);
  return result.list.id;
}

let planoEventId = '';
const area = () => ({ address: '75093', radiusMiles: 10, eventId: planoEventId });

beforeAll(async () => {
  expect((await uploadHailFile(url, admin.cookie, NCEI_2026)).status).toBe(201);
  const found = await roofer.caller.storm.searchHail({
    address: '75093',
    from: '2026-01-01',
    to: '2026-12-31',
  });
  const plano = found.events.find((e) => 'place' in e && e.place === 'PLANO');
  planoEventId = plano && 'id' in plano ? String(plano.id) : '';
  const listA = await importCsv(roofer, CSV_A);
  await importCsv(roofer, CSV_B);
  await importCsv(other, CSV_OTHER);
  await ctx.db
    .insertInto('do_not_call_numbers')
    .values({ account_id: roofer.user.accountId, phone_number: '+12145550108', source: 'manual' })
    .execute();
  for (const [phone, status] of [
    ['+12145550109', 'Answered'],
    ['+12145550110', 'Completed'],
  ] as const) {
    await ctx.db
      .updateTable('contacts')
      .set({ status })
      .where('list_id', '=', listA)
      .where('phone_number', '=', phone)
      .execute();
  }
});

describe('a storm-targeted list from a hail search', () => {
  it('counts the contacts inside the circle before creating, and the ones it leaves out', async () => {
    const preview = await roofer.caller.storm.previewStormList(area());
    expect(preview).toEqual({
      count: 3,
      skipped: {
        answeredOrCompleted: 2,
        doNotCall: 1,
        invalidNumber: 1,
        noUsableZip: 2,
        noUsableZipSample: [
          { listName: expect.any(String), firstName: 'NoZip', phoneNumber: '+12145550106' },
          { listName: expect.any(String), firstName: 'UnknownZip', phoneNumber: '+12145550107' },
        ],
      },
      storm: { date: '2026-05-20', sizeInches: 1.75, city: 'Plano, TX' },
    });
  });

  it('keeps a ZIP only when it can place the contact (an unknown one is stored as none)', async () => {
    const rows = await ctx.db
      .selectFrom('contacts')
      .select(['first_name', 'zip'])
      .where('account_id', '=', roofer.user.accountId)
      .where('first_name', 'in', ['Boston', 'UnknownZip', 'NoZip', 'ByAddress'])
      .orderBy('first_name')
      .execute();
    expect(rows).toEqual([
      { first_name: 'Boston', zip: '02134' },
      { first_name: 'ByAddress', zip: '75075' },
      { first_name: 'NoZip', zip: null },
      { first_name: 'UnknownZip', zip: null },
    ]);
  });

  it('creates a list of exactly the contacts inside the circle, one per number, ready to start', async () => {
    const created = await roofer.caller.storm.createStormList(area());
    expect(created.count).toBe(3);
    const contacts = await ctx.db
      .selectFrom('contacts')
      .select(['phone_number', 'status', 'account_id', 'window_key', 'zip'])
      .where('list_id', '=', created.listId)
      .orderBy('row_number')
      .execute();
    expect(contacts.map((c) => c.phone_number).sort()).toEqual([
      '+12145550101',
      '+12145550102',
      '+12145550103',
    ]);
    for (const contact of contacts) {
      expect(contact).toMatchObject({ status: 'Not Called', account_id: roofer.user.accountId });
      expect(contact.window_key).not.toBeNull();
    }
    const windowKeys = await ctx.db
      .selectFrom('list_window_keys')
      .select('window_key')
      .where('list_id', '=', created.listId)
      .execute();
    expect(windowKeys.map((k) => k.window_key).sort()).toEqual(
      [...new Set(contacts.map((c) => c.window_key))].sort(),
    );
    const copiedTwice = await ctx.db
      .selectFrom('contacts')
      .select('first_name')
      .where('list_id', '=', created.listId)
      .where('phone_number', '=', '+12145550101')
      .execute();
    expect(copiedTwice).toEqual([{ first_name: 'Inside again' }]);
    const list = await ctx.db
      .selectFrom('contact_lists')
      .select(['contact_count', 'zones_ready', 'state', 'storm', 'account_id'])
      .where('id', '=', created.listId)
      .executeTakeFirstOrThrow();
    expect(list).toMatchObject({
      contact_count: 3,
      zones_ready: true,
      state: 'idle',
      account_id: roofer.user.accountId,
      storm: { eventId: planoEventId, date: '2026-05-20', sizeInches: 1.75, city: 'Plano, TX' },
    });
  });

  it("gives the list's calls the storm as call variables", async () => {
    const created = await roofer.caller.storm.createStormList(area());
    const voice = await campaignVoiceOf(ctx.db, roofer.user.accountId, created.listId);
    expect(voice?.callVariables).toEqual({
      storm_date: 'May 20, 2026',
      hail_size: '1.75 inch',
      storm_city: 'Plano, TX',
    });
    const shown = await roofer.caller.storm.stormOfList({ listId: created.listId });
    expect(shown?.variables).toEqual(voice?.callVariables);
  });

  it('refuses a storm outside the searched area, and an area with nobody to call', async () => {
    const farAway = { address: '02134', radiusMiles: 10, eventId: planoEventId };
    expect((await rejection(roofer.caller.storm.previewStormList(farAway))).message).toBe(
      STORM_LIST_MESSAGES.eventNotInArea,
    );
    const lists = await ctx.db.selectFrom('contact_lists').select('id').execute();
    const none = await other.caller.storm
      .createStormList({ address: '75093', radiusMiles: 1, eventId: planoEventId })
      .catch((error: Error) => error);
    expect((none as Error).message).toBe(STORM_LIST_MESSAGES.eventNotInArea);
    const empty = await rejection(
      admin.caller.storm.createStormList({
        address: '75024',
        radiusMiles: 10,
        eventId: planoEventId,
      }),
    );
    expect(empty.message).toBe(STORM_LIST_MESSAGES.nobodyInArea);
    expect(await ctx.db.selectFrom('contact_lists').select('id').execute()).toHaveLength(
      lists.length,
    );
  });

  it("never reads another account's contacts or storm list", async () => {
    const preview = await other.caller.storm.previewStormList(area());
    expect(preview.count).toBe(1);
    const mine = await roofer.caller.storm.createStormList(area());
    expect(await other.caller.storm.stormOfList({ listId: mine.listId })).toBeNull();
  });
});
