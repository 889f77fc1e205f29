import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { NUMBER_CALL_CAP } from '../../../server/modules/campaigns/policy/number-call-cap';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();
const HOUR_MS = 3_600_000;
// A Dallas number and ZIP: Texas has no state cap, so only the per-number cap (3 in 24 h) holds.
const NUMBER = '+12142000002';

/**
 * Three lists holding the same Texas number, each of whose contacts was called once in the last
 * hours (3 placed calls to the number: the account's cap); returns the first list's contact.
 */
async function calledThreeTimes(label: string) {
  const signedIn = await signedInUser(ctx, label);
  const accountId = signedIn.user.accountId;
  const contacts: { id: number; listId: string }[] = [];
  for (const [i, hoursAgo] of [5, 3, 1].entries()) {
    const imported = await importContactsCsv(ctx, {
      accountId,
      fileName: `texas-${i}.csv`,
      bytes: Buffer.from(`phone,first_name,zip\n${NUMBER},Dana,75201\n`),
    });
    if (!imported.ok) throw new Error(imported.message);
    const contact = await ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('list_id', '=', imported.list.id)
      .executeTakeFirstOrThrow();
    const at = new Date(Date.now() - hoursAgo * HOUR_MS);
    await ctx.db
      .insertInto('calls')
      .values({
        account_id: accountId,
        list_id: imported.list.id,
        contact_id: contact.id,
        attempt: 1,
        round_seq: 1,
        provider: 'simulated',
        started_at: at,
        ended_at: at,
        state: 'ended',
        outcome: 'Dial No Answer',
      })
      .execute();
    await ctx.db
      .updateTable('contacts')
      .set({ status: 'Dial No Answer', attempts: 1, last_attempt_at: at, next_eligible_at: at })
      .where('id', '=', contact.id)
      .execute();
    contacts.push({ id: Number(contact.id), listId: imported.list.id });
  }
  // The cap ends 24 h after the earliest of the three calls.
  const capEnds = await ctx.db
    .selectFrom('calls')
    .select((eb) => eb.fn.min('started_at').as('first'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    ...signedIn,
    contact: contacts[0]!,
    capEndsAt: new Date((capEnds.first as Date).getTime() + 24 * HOUR_MS),
  };
}

const eligibilityOf = (contactId: number) =>
  ctx.db
    .selectFrom('contacts')
    .select(['status', 'next_eligible_at', 'skip_reason'])
    .where('id', '=', contactId)
    .executeTakeFirstOrThrow();

describe("the one writer of a contact's eligibility keeps both 24-hour caps", () => {
  it('a number removed from do-not-call within 24 h of 3 calls stays held until the cap ends', async () => {
    const { caller, contact, capEndsAt } = await calledThreeTimes('dnc-removed');
    await caller.doNotCall.add({ numbers: [NUMBER], source: 'manual' });
    expect((await eligibilityOf(contact.id)).status).toBe('Do Not Call');

    expect(await caller.doNotCall.remove({ numbers: [NUMBER] })).toEqual({ removed: 1 });
    expect(await eligibilityOf(contact.id)).toEqual({
      status: 'Dial No Answer',
      next_eligible_at: capEndsAt,
      skip_reason: NUMBER_CALL_CAP.code,
    });
    const details = await caller.contacts.details({ contactId: String(contact.id) });
    expect(details.skipReason).toMatch(
      /^Calls to this number are capped per 24 hours across all lists — next call /,
    );
  });

  it('redial settings changed within 24 h of 3 calls to a Texas number keep the contact held', async () => {
    const { caller, contact, capEndsAt } = await calledThreeTimes('settings-changed');
    await caller.campaignSettings.saveCallSettings({
      listId: contact.listId,
      redial: { maxAttempts: 5, retryDelayMinutes: 5, retryStatuses: ['Dial No Answer'] },
    });
    expect(await eligibilityOf(contact.id)).toEqual({
      status: 'Dial No Answer',
      next_eligible_at: capEndsAt,
      skip_reason: NUMBER_CALL_CAP.code,
    });
  });

  it('a recompute after the cap has passed clears the stored reason', async () => {
    const { caller, contact } = await calledThreeTimes('cap-passed');
    await sql`update calls set started_at = started_at - interval '2 days'
      where contact_id = ${contact.id}`.execute(ctx.db);
    await ctx.db
      .updateTable('contacts')
      .set({ skip_reason: NUMBER_CALL_CAP.code })
      .where('id', '=', contact.id)
      .execute();
    await caller.campaignSettings.saveCallSettings({
      listId: contact.listId,
      redial: { maxAttempts: 5, retryDelayMinutes: 5, retryStatuses: ['Dial No Answer'] },
    });
    const after = await eligibilityOf(contact.id);
    expect(after.skip_reason).toBeNull();
    expect(after.next_eligible_at!.getTime()).toBeLessThan(Date.now());
  });
});
