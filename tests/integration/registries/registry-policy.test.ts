import { describe, expect, it } from 'vitest';
import { contactsPage } from '../../../server/modules/campaigns/lists/contacts.repository';
import { skipReasonText } from '../../../server/modules/campaigns/policy/skip-reasons';
import { DEFAULT_CALLING_SCHEDULE } from '../../../shared/dialer/calling-schedule';
import { createTestContext } from '../../helpers/test-context';
import {
  accountWithContacts,
  claimConsent,
  claimedNumbers,
  importCopy,
  subscribe,
  writtenConsent,
} from './registry-fixtures';

const ctx = await createTestContext();

// The fixed clock: every claim is asked at this instant.
const NOW = new Date('2026-06-10T15:00:00Z');
const [LISTED, FREE, SIGNED, OTHER_AREA] = [
  '+12142000001',
  '+12142000002',
  '+12142000003',
  '+19725550104',
];
const NUMBERS = [LISTED, FREE, SIGNED, OTHER_AREA];
const national = (downloadDate: string, kind: 'full' | 'changes' = 'full') => ({
  registry: 'national' as const,
  kind,
  areaCodes: ['214', '972'],
  downloadDate,
});

/** A subscribed account whose contacts all have a consent claim, with a fresh national copy. */
async function registeredAccount(downloadDate = '2026-06-01') {
  const account = await accountWithContacts(ctx, NUMBERS);
  await subscribe(ctx, account.accountId);
  await claimConsent(ctx, account.accountId, NUMBERS);
  const imported = await importCopy(ctx, account.accountId, national(downloadDate), [
    '2142000001',
    '214,2000003',
  ]);
  expect(imported).toMatchObject({ ok: true, added: 2, deleted: 0, rejected: 0 });
  return account;
}

async function reasons(listId: string, realCalls: boolean) {
  const now = new Date();
  const page = await contactsPage(
    ctx.db,
    { listId, page: 1, pageSize: 50 },
    NUMBERS.length,
    (contact) =>
      skipReasonText(contact, DEFAULT_CALLING_SCHEDULE, now, now, realCalls)?.text ?? null,
    realCalls,
  );
  return Object.fromEntries(page.rows.map((row) => [row.phoneNumber, row.skipReason]));
}

describe('the registry rule', () => {
  it('skips a number on the account’s registry copy, in both modes, with its reason', async () => {
    const { listId } = await registeredAccount();
    expect(await claimedNumbers(ctx, listId, NOW, true)).toEqual([FREE, OTHER_AREA]);
    expect(await claimedNumbers(ctx, listId, NOW, false)).toEqual([FREE, OTHER_AREA]);
    expect((await reasons(listId, false))[LISTED]).toBe(
      'On the National Do Not Call Registry (or a state list) of this account',
    );
  });

  it('dials a contact with written consent despite the registry; a consent claim does not exempt', async () => {
    const { accountId, listId } = await registeredAccount();
    await writtenConsent(ctx, accountId, SIGNED);
    // LISTED has only the claim: still skipped.
    expect(await claimedNumbers(ctx, listId, NOW, true)).toEqual([FREE, SIGNED, OTHER_AREA]);
  });

  it('holds real calls when the copy was downloaded more than 31 days before the call (not its import)', async () => {
    // Imported today, downloaded 32 days before NOW: stale at NOW.
    const stale = await registeredAccount('2026-05-09');
    expect(await claimedNumbers(ctx, stale.listId, NOW, true)).toEqual([]);
    // Simulated calls reach no one: the copy's age holds nothing, the listed number still skips.
    expect(await claimedNumbers(ctx, stale.listId, NOW, false)).toEqual([FREE, OTHER_AREA]);
    // Downloaded exactly 31 days before: fresh.
    const fresh = await registeredAccount('2026-05-10');
    expect(await claimedNumbers(ctx, fresh.listId, NOW, true)).toEqual([FREE, OTHER_AREA]);
    expect((await reasons(stale.listId, true))[FREE]).toBe(
      'No registry copy for area code 214 within 31 days (refresh due 2026-06-09)',
    );
  });

  it('holds a subscribed account’s area code no copy covers, and says none was imported', async () => {
    const { accountId, listId } = await accountWithContacts(ctx, NUMBERS);
    await subscribe(ctx, accountId);
    await claimConsent(ctx, accountId, NUMBERS);
    await importCopy(ctx, accountId, { ...national('2026-06-01'), areaCodes: ['214'] }, [
      '2142000001',
    ]);
    expect(await claimedNumbers(ctx, listId, NOW, true)).toEqual([FREE, SIGNED]);
    expect((await reasons(listId, true))[OTHER_AREA]).toBe(
      'No registry copy for area code 972 within 31 days (no National Registry copy imported)',
    );
  });

  it('re-allows a number a change list deletes, and a later full list replaces its area codes', async () => {
    const { accountId, listId } = await registeredAccount();
    const changes = await importCopy(ctx, accountId, national('2026-06-02', 'changes'), [
      '2142000001,D',
      '2142000002,A',
      'not a number',
    ]);
    expect(changes).toMatchObject({ ok: true, added: 1, deleted: 1, rejected: 1 });
    expect(await claimedNumbers(ctx, listId, NOW, true)).toEqual([LISTED, OTHER_AREA]);
    const copy = await ctx.db
      .selectFrom('registry_copies')
      .select(['status', 'rows_rejected', 'rejected_examples'])
      .where('id', '=', changes.copyId)
      .executeTakeFirstOrThrow();
    expect(copy).toEqual({
      status: 'imported',
      rows_rejected: 1,
      rejected_examples: [
        {
          row: 3,
          reason:
            'no 10-digit US number in the first column (or area code and number in the first two)',
        },
      ],
    });
    await importCopy(ctx, accountId, { ...national('2026-06-03'), areaCodes: ['972'] }, [
      '9725550104',
    ]);
    // 214's numbers stay (the full list covers 972 only); 972's are replaced.
    expect(await claimedNumbers(ctx, listId, NOW, true)).toEqual([LISTED]);
  });

  it('never lets another account’s copy affect this account', async () => {
    const mine = await accountWithContacts(ctx, NUMBERS);
    await claimConsent(ctx, mine.accountId, NUMBERS);
    const theirs = await registeredAccount();
    expect(await claimedNumbers(ctx, theirs.listId, NOW, true)).toEqual([FREE, OTHER_AREA]);
    expect(await claimedNumbers(ctx, mine.listId, NOW, true)).toEqual(NUMBERS.slice().sort());
  });

  it('fails a file with no valid number with the catalogued message, changing nothing', async () => {
    const { accountId, listId } = await registeredAccount();
    const failed = await importCopy(ctx, accountId, national('2026-06-05'), ['hello', 'world']);
    expect(failed).toMatchObject({ ok: false, message: 'The registry file has no valid numbers' });
    expect(await claimedNumbers(ctx, listId, NOW, true)).toEqual([FREE, OTHER_AREA]);
  });
});
