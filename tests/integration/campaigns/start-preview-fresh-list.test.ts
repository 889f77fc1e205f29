import { describe, expect, it } from 'vitest';
import { callingClockOf } from '../../../server/modules/campaigns/rounds/calling-clock';
import { openKeysOfList } from '../../../server/modules/campaigns/rounds/list-windows';
import { claimEligibleContacts } from '../../../server/modules/campaigns/rounds/rounds.repository';
import { startPreviewSentence } from '../../../shared/dialer/start-preview';
import { callsOf, importList, runPlannedRounds, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

// No workers: nothing runs in the background between the upload and the preview.
const ctx = await createTestContext();

const HOUR = 3_600_000;

/** Three placed calls an hour ago to each of the first `count` contacts of the list. */
async function callThreeTimes(accountId: string, listId: string, count: number) {
  const contacts = await ctx.db
    .selectFrom('contacts')
    .select('id')
    .where('list_id', '=', listId)
    .orderBy('row_number')
    .limit(count)
    .execute();
  const startedAt = Date.now() - HOUR;
  await ctx.db
    .insertInto('calls')
    .values(
      contacts.flatMap((contact) =>
        [1, 2, 3].map((attempt) => ({
          account_id: accountId,
          list_id: listId,
          contact_id: contact.id,
          attempt,
          round_seq: attempt,
          provider: 'simulated',
          voice_agent_id: null,
          state: 'ended' as const,
          outcome: 'Dial No Answer' as const,
          started_at: new Date(startedAt + attempt * 60_000),
          ended_at: new Date(startedAt + attempt * 60_000 + 3_000),
        })),
      ),
    )
    .execute();
  return new Date(startedAt + 60_000);
}

/** How many contacts the round's claim would take from the list now (rolled back). */
async function claimable(listId: string): Promise<number> {
  let taken = 0;
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      const open = await openKeysOfList(trx, listId, callingClockOf(ctx).now());
      taken = (await claimEligibleContacts(trx, listId, 1_000, new Date(), open, false)).length;
      throw new Error('roll back');
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
  return taken;
}

describe('the start preview of a list uploaded a moment ago', () => {
  it("counts what the claim would take: numbers at their 24-hour cap from another list's calls are held", async () => {
    const { user, caller } = await signedInUser(ctx, 'fresh-preview');
    const older = await importList(ctx, user.accountId, 6);
    await callThreeTimes(user.accountId, older.id, 4);

    // The same six numbers, uploaded after those calls and previewed at once.
    const fresh = await importList(ctx, user.accountId, 6);
    const preview = await caller.dialer.preview({ listId: fresh.id });
    expect(preview.callableNow).toBe(await claimable(fresh.id));
    expect(preview.callableNow).toBe(2);
    expect(startPreviewSentence(preview)).toBe(
      "Start calling: 2 of 6 can be called now — 4 held by the number's cap on calls per 24 hours.",
    );
  });

  it('starting it folds the cap into its contacts: the two free numbers are dialled, the other four say why', async () => {
    const { user, caller } = await signedInUser(ctx, 'fresh-start');
    const older = await importList(ctx, user.accountId, 6);
    const firstCall = await callThreeTimes(user.accountId, older.id, 4);
    const fresh = await importList(ctx, user.accountId, 6);

    await caller.dialer.start({ listId: fresh.id });
    const held = await ctx.db
      .selectFrom('contacts')
      .select(['skip_reason', 'next_eligible_at'])
      .where('list_id', '=', fresh.id)
      .orderBy('row_number')
      .limit(4)
      .execute();
    for (const contact of held) {
      expect(contact.skip_reason).toBe('number-call-cap');
      expect(contact.next_eligible_at!.getTime()).toBe(firstCall.getTime() + 24 * HOUR);
    }
    expect(await runPlannedRounds(ctx)).toBe(2);
    expect((await callsOf(ctx, fresh.id)).map((call) => call.contact_id)).toHaveLength(2);
    const page = await caller.contacts.page({ listId: fresh.id, page: 1, pageSize: 10 });
    expect(
      page.rows.filter((row) => row.skipReason?.startsWith('Calls to this number are capped')),
    ).toHaveLength(4);
  });
});
