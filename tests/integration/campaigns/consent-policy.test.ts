import { describe, expect, it } from 'vitest';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import {
  callsOf,
  contactsOf,
  runWorkers,
  signedInUser,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext({ DIALER_ROUND_PAUSE_MS: '50', DIALER_CALL_DURATION_MS: '50' });
await runWorkers(ctx);

const FILE = [
  'Phone,First Name,Opt-In,Consent Date,Consent Source',
  '+12142000001,Ann,yes,2026-03-14,web form',
  '+12142000002,Bob,no,03/15/2026,door knock',
  '+12142000003,Cy,,,',
  '+12142000004,Dee,Y,2026-02-30,  ',
].join('\n');

describe('the consent policy', () => {
  it('records the consent columns per number and dials only consented contacts when required', async () => {
    const { user, caller } = await signedInUser(ctx, 'consent');
    const imported = await importContactsCsv(ctx, {
      accountId: user.accountId,
      fileName: 'consent.csv',
      bytes: Buffer.from(`${FILE}\n`),
    });
    if (!imported.ok) throw new Error(imported.message);
    const list = imported.list;
    const records = await ctx.db
      .selectFrom('consent_records')
      .select(['phone_number', 'consented', 'consent_date', 'consent_source'])
      .where('account_id', '=', user.accountId)
      .orderBy('phone_number')
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          ...row,
          consent_date: row.consent_date?.toISOString().slice(0, 10) ?? null,
        })),
      );
    expect(records).toEqual([
      {
        phone_number: '+12142000001',
        consented: true,
        consent_date: '2026-03-14',
        consent_source: 'web form',
      },
      {
        phone_number: '+12142000002',
        consented: false,
        consent_date: '2026-03-15',
        consent_source: 'door knock',
      },
      { phone_number: '+12142000004', consented: true, consent_date: null, consent_source: null },
    ]);

    // Simulated calls: off by default.
    expect(await caller.consent.preview({ listId: list.id })).toEqual({
      required: false,
      listSetting: false,
      realCalls: false,
      requireEvidence: false,
      withConsent: 2,
      evidenced: 0,
      claimed: 2,
      total: 4,
    });
    expect(await caller.consent.setRequired({ listId: list.id, required: true })).toMatchObject({
      required: true,
    });
    await caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 20_000);

    const dialled = new Set((await callsOf(ctx, list.id)).map((call) => call.contact_id));
    const byName = new Map((await contactsOf(ctx, list.id)).map((c) => [c.first_name, c]));
    expect(dialled).toEqual(new Set([byName.get('Ann')!.id, byName.get('Dee')!.id]));
    expect(byName.get('Bob')).toMatchObject({ status: 'Not Called', attempts: 0 });
    expect(byName.get('Cy')).toMatchObject({ status: 'Not Called', attempts: 0 });

    // The contact table says why the skipped ones were not called.
    const page = await caller.contacts.page({ listId: list.id, page: 1, pageSize: 10 });
    const reasons = Object.fromEntries(page.rows.map((row) => [row.firstName, row.skipReason]));
    const noConsent = 'No recorded consent (this list dials only contacts with consent)';
    expect(reasons).toMatchObject({ Bob: noConsent, Cy: noConsent });
    // The campaign ended with contacts nobody may call: it says so instead of "Completed".
    const [summary] = await caller.contacts.lists();
    expect(summary).toMatchObject({
      state: 'completed',
      endReason: 'Nothing left to call: 2 need recorded consent',
    });
  });

  it('a list whose contacts have no consent completes at once without dialling', async () => {
    const { user, caller } = await signedInUser(ctx, 'none');
    const imported = await importContactsCsv(ctx, {
      accountId: user.accountId,
      fileName: 'none.csv',
      bytes: Buffer.from('phone,first_name\n+12142000011,Al\n+12142000012,Bo\n'),
    });
    if (!imported.ok) throw new Error(imported.message);
    await caller.consent.setRequired({ listId: imported.list.id, required: true });
    const started = await caller.dialer.start({ listId: imported.list.id });
    expect(started).toMatchObject({
      state: 'completed',
      endReason: 'Nothing left to call: 2 need recorded consent',
    });
    expect(await callsOf(ctx, imported.list.id)).toEqual([]);
  });
});
