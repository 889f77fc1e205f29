import { afterAll, describe, expect, it } from 'vitest';
import { campaignPort } from '../../../server/modules/campaigns/rounds/campaign-port';
import { dispatchCall } from '../../../server/voice/retell/dispatch-call.job';
import { startRetellFake } from '../../fakes/retell-fake';
import { callsOf, contactsOf, runPlannedRounds } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { contactNumber, importList, realModeAccount } from '../real-calls/real-call-fixtures';

const KEY = 'retell-dnc-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
// No workers: the test runs each round and each dispatch itself, so it can add a number between.
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  RETELL_TIMEOUT_MS: '1000',
  DIALER_ROUND_PAUSE_MS: '0',
  DIALER_BATCH_SIZE: '5',
});

const dialledNumbers = () =>
  fake.requests
    .filter((r) => r.path === '/v2/create-phone-call')
    .map((r) => String(r.body?.to_number));

async function dispatchOpenCalls(listId: string) {
  for (const call of await callsOf(ctx, listId)) {
    if (call.state === 'in-progress' && !call.provider_call_id) {
      await dispatchCall(ctx, campaignPort(ctx), { callId: call.id, try: 1 });
    }
  }
}

describe('the do-not-call policy', () => {
  it('never dials a number added after its contact was claimed, and restores it on removal', async () => {
    const a = await realModeAccount(ctx, fake, 'http://127.0.0.1:9', 'dnc', KEY);
    const list = await importList(ctx, a.user.accountId, 3);
    await a.caller.dialer.start({ listId: list.id });
    expect(await runPlannedRounds(ctx)).toBe(3);

    // All three are claimed (In Progress); the second number goes on the list before dispatch.
    const added = await a.caller.doNotCall.add({ numbers: ['(214) 200-0002'], source: 'manual' });
    expect(added).toEqual({ added: 1, alreadyListed: 0, invalid: [] });
    await dispatchOpenCalls(list.id);

    expect(dialledNumbers().sort()).toEqual([contactNumber(1), contactNumber(3)]);
    const calls = await callsOf(ctx, list.id);
    const second = (await contactsOf(ctx, list.id)).find(
      (c) => c.phone_number === contactNumber(2),
    )!;
    const refused = calls.find((call) => call.contact_id === second.id)!;
    expect(refused).toMatchObject({ state: 'not-placed', not_placed_reason: 'do not call' });
    expect(calls.every((call) => call.dnc_checked_at instanceof Date)).toBe(true);
    const placed = calls.find((call) => call.contact_id !== second.id)!;
    expect(placed.consent_basis).toBe(
      'consent claimed by source not given, no written evidence, date not given',
    );
    const details = await a.caller.callLogs.details({ callId: placed.id });
    expect(details.allowedBecause).toEqual({
      consent: 'consent claimed by source not given, no written evidence, date not given',
      doNotCallCheckedAt: placed.dnc_checked_at!.toISOString(),
      localTimes: placed.dial_local_times,
      stateRules: placed.state_rules,
      numberCap: 'call 1 of at most 3 to this number in 24 hours (all lists)',
    });
    expect(details.allowedBecause.localTimes).toMatch(
      /^America\/Chicago \d{4}-\d\d-\d\d \d\d:\d\d (Sun|Mon|Tue|Wed|Thu|Fri|Sat)$/,
    );
    expect(details.allowedBecause.stateRules).toMatch(/^TX: Sun 12:00–21:00, Mon 9:00–21:00/);
    expect(second).toMatchObject({ status: 'Do Not Call', attempts: 0, next_eligible_at: null });

    // Later rounds never claim it again.
    await runPlannedRounds(ctx);
    await dispatchOpenCalls(list.id);
    expect(dialledNumbers().filter((n) => n === contactNumber(2))).toEqual([]);
    expect((await callsOf(ctx, list.id)).length).toBe(calls.length);

    const removed = await a.caller.doNotCall.remove({ numbers: [contactNumber(2)] });
    expect(removed).toEqual({ removed: 1 });
    const back = (await contactsOf(ctx, list.id)).find((c) => c.phone_number === contactNumber(2))!;
    expect(back.status).toBe('Not Called');
    expect(back.next_eligible_at).not.toBeNull();
  });

  it('the claim skips a listed number even when its contact still looks dialable', async () => {
    const a = await realModeAccount(ctx, fake, 'http://127.0.0.1:9', 'anti-join', KEY);
    const list = await importList(ctx, a.user.accountId, 3);
    // Written straight to the table, as a number another list's import just added might be.
    await ctx.db
      .insertInto('do_not_call_numbers')
      .values({ account_id: a.user.accountId, phone_number: contactNumber(1), source: 'import' })
      .execute();
    await a.caller.dialer.start({ listId: list.id });
    await runPlannedRounds(ctx);
    const claimed = (await callsOf(ctx, list.id)).map((call) => call.contact_id);
    const first = (await contactsOf(ctx, list.id)).find(
      (c) => c.phone_number === contactNumber(1),
    )!;
    expect(claimed).toHaveLength(2);
    expect(claimed).not.toContain(first.id);
  });

  it('marks every contact with the number across lists, keeps their status, and scopes to the account', async () => {
    const a = await realModeAccount(ctx, fake, 'http://127.0.0.1:9', 'across', KEY);
    const other = await realModeAccount(ctx, fake, 'http://127.0.0.1:9', 'other', KEY);
    const one = await importList(ctx, a.user.accountId, 2);
    const two = await importList(ctx, a.user.accountId, 2);
    const theirs = await importList(ctx, other.user.accountId, 2);
    await ctx.db
      .updateTable('contacts')
      .set({ status: 'Reached Voicemail', attempts: 1 })
      .where('list_id', '=', two.id)
      .execute();
    const result = await a.caller.doNotCall.add({
      numbers: [contactNumber(1), 'not a number', contactNumber(1)],
      source: 'import',
    });
    expect(result).toEqual({ added: 1, alreadyListed: 0, invalid: ['not a number'] });
    const statusOf = async (listId: string) =>
      (await contactsOf(ctx, listId)).find((c) => c.phone_number === contactNumber(1))!.status;
    expect(await statusOf(one.id)).toBe('Do Not Call');
    expect(await statusOf(two.id)).toBe('Do Not Call');
    expect(await statusOf(theirs.id)).toBe('Not Called');
    const later = await importList(ctx, a.user.accountId, 2);
    expect(later.counts).toEqual({ 'Not Called': 1, 'Do Not Call': 1 });
    expect(await statusOf(later.id)).toBe('Do Not Call');
    expect((await other.caller.doNotCall.page({ page: 1 })).total).toBe(0);
    const page = await a.caller.doNotCall.page({ page: 1, search: '2000001' });
    expect(page.entries).toMatchObject([{ phoneNumber: contactNumber(1), source: 'import' }]);

    // Another account cannot reach these contacts by id.
    const foreign = (await contactsOf(ctx, two.id))[0]!.id;
    await expect(other.caller.doNotCall.addContact({ contactId: foreign })).rejects.toThrow(
      'Contact not found',
    );
    await expect(other.caller.doNotCall.removeContact({ contactId: foreign })).rejects.toThrow(
      'Contact not found',
    );
    await a.caller.doNotCall.removeContact({
      contactId: (await contactsOf(ctx, two.id))[0]!.id,
    });
    expect(await statusOf(one.id)).toBe('Not Called');
    expect(await statusOf(two.id)).toBe('Reached Voicemail');
  });
});
