import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callingClockStartingAt } from '../../../server/modules/campaigns/rounds/calling-clock';
import { refusedBeforeDial } from '../../../server/modules/campaigns/rounds/pre-dial-check';
import type { RegistryCopyInput } from '../../../shared/dialer/registries';
import { createTestContext } from '../../helpers/test-context';
import { insertCalls } from '../campaigns/policy-property-fixtures';
import { accountWithContacts, claimConsent, importCopy, subscribe } from './registry-fixtures';

const ctx = await createTestContext();

// Calling hours open in Chicago (Wednesday 10:00 CDT); freshness is judged at the real instant.
const clock = callingClockStartingAt(new Date('2026-06-10T15:00:00Z'));
const [LISTED, FREE] = ['+12142000001', '+12142000002'];

/** The last check's refusal reasons of one call per contact, by number. */
async function lastCheck(downloadDate: string) {
  const { accountId, listId } = await accountWithContacts(ctx, [LISTED, FREE]);
  await subscribe(ctx, accountId);
  await claimConsent(ctx, accountId, [LISTED, FREE]);
  const copy: RegistryCopyInput = {
    registry: 'national',
    kind: 'full',
    areaCodes: ['214'],
    downloadDate,
  };
  await importCopy(ctx, accountId, copy, ['2142000001']);
  const contacts = await ctx.db
    .selectFrom('contacts')
    .select(['id', 'phone_number'])
    .where('list_id', '=', listId)
    .execute();
  await insertCalls(
    ctx,
    accountId,
    contacts.map((c) => ({
      contactId: c.id,
      listId,
      startedAt: new Date(),
      state: 'in-progress' as const,
    })),
  );
  const { rows } = await sql<{ id: string; phone_number: string }>`
    select k.id, c.phone_number from calls k join contacts c on c.id = k.contact_id
    where k.list_id = ${listId}`.execute(ctx.db);
  const refused = await refusedBeforeDial(
    ctx.db,
    rows.map((r) => r.id),
    true,
    clock,
  );
  return Object.fromEntries(rows.map((r) => [r.phone_number, refused.get(r.id)?.reason ?? null]));
}

describe('the last check before a real call', () => {
  it('refuses a number on the account’s registry copy and lets the others through', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await lastCheck(today)).toEqual({ [LISTED]: 'on a do-not-call registry', [FREE]: null });
  });

  it('refuses every call of an area code whose copy is over 31 days old', async () => {
    expect(await lastCheck('2026-01-02')).toEqual({
      [LISTED]: 'on a do-not-call registry',
      [FREE]: 'no registry copy within 31 days for its area code',
    });
  });
});
