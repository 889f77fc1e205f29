import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { consentAllowsSql } from '../../../server/modules/campaigns/policy/consent';
import {
  CALLABLE_NOW,
  NOTHING_TO_WAIT_FOR,
  skipReasonCodeSql,
  skipReasonText,
} from '../../../server/modules/campaigns/policy/skip-reasons';
import type { CallingClock } from '../../../server/modules/campaigns/rounds/calling-clock';
import { listWindows } from '../../../server/modules/campaigns/rounds/list-windows';
import type { ContactStatus } from '../../../shared/dialer/contact-status';
import { consentSentence, startPreviewSentence } from '../../../shared/dialer/start-preview';
import { callsOf, signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';

let offset = 0;
const clock: CallingClock = {
  now: () => new Date(Date.now() + offset),
  toReal: (at) => new Date(at.getTime() - offset),
  fromReal: (at) => new Date(at.getTime() + offset),
};
// Tuesday 10 March 2026, 8:30 in New York (EDT), 7:30 in Chicago (CDT).
offset = Date.parse('2026-03-10T12:30:00Z') - Date.now();

const ctx = await createTestContext();
ctx.callingClock = clock;

const numbers = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(5550100 + i)},N${prefix}${i}`);

async function importCsv(accountId: string, rows: string[]) {
  const result = await importContactsCsv(ctx, {
    accountId,
    fileName: 'preview.csv',
    bytes: Buffer.from(`phone,first_name\n${rows.join('\n')}\n`),
  });
  if (!result.ok) throw new Error(result.message);
  return result.list;
}

/** The first `count` contacts of the list with `prefix` get `set`. */
async function update(listId: string, prefix: string, count: number, set: Record<string, unknown>) {
  const ids = await ctx.db
    .selectFrom('contacts')
    .select('id')
    .where('list_id', '=', listId)
    .where('phone_number', 'like', `${prefix}%`)
    .where('status', '=', 'Not Called')
    .orderBy('row_number')
    .limit(count)
    .execute();
  await ctx.db
    .updateTable('contacts')
    .set(set)
    .where(
      'id',
      'in',
      ids.map((row) => row.id),
    )
    .execute();
}

const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('the start preview', () => {
  it('says how many can be called now and why the others cannot, before anything is dialled', async () => {
    const { user, caller } = await signedInUser(ctx, 'preview');
    const list = await importCsv(user.accountId, [
      ...numbers('+1212', 210),
      ...numbers('+1515', 40),
    ]);
    await update(list.id, '+1212', 30, {
      status: 'Dial No Answer',
      attempts: 1,
      next_eligible_at: inAnHour(),
    });
    const preview = await caller.dialer.preview({ listId: list.id });
    expect(startPreviewSentence(preview)).toBe(
      'Start calling: 180 of 250 can be called now — 40 outside calling hours (next window 8:00 AM CT), 30 after a retry delay.',
    );
    expect(preview.consent).toBeNull();
    expect(await callsOf(ctx, list.id)).toEqual([]);
  });

  it('names the other reasons the same way when they hold contacts back', async () => {
    const { user, caller } = await signedInUser(ctx, 'preview-rules');
    const list = await importCsv(user.accountId, [...numbers('+1212', 6), '+18005550100,TollFree']);
    await update(list.id, '+1212', 1, { status: 'Do Not Call', next_eligible_at: null });
    await update(list.id, '+1212', 1, {
      status: 'Dial No Answer',
      attempts: 3,
      next_eligible_at: inAnHour(),
      skip_reason: 'state-call-cap',
    });
    await update(list.id, '+1212', 1, { status: 'Answered', attempts: 1, next_eligible_at: null });
    const preview = await caller.dialer.preview({ listId: list.id });
    expect(startPreviewSentence(preview)).toBe(
      'Start calling: 3 of 7 can be called now — 1 on the do-not-call list, 1 with no time zone, 1 held by a state rule, 1 with no call left to make.',
    );
  });

  it('shows "0 of 3 contacts have recorded consent" on a list that dials only consented contacts', async () => {
    const { user, caller } = await signedInUser(ctx, 'preview-consent');
    const list = await importCsv(user.accountId, numbers('+1212', 3));
    await ctx.db
      .updateTable('contact_lists')
      .set({ consent_required: true })
      .where('id', '=', list.id)
      .execute();
    const preview = await caller.dialer.preview({ listId: list.id });
    expect(consentSentence(preview)).toBe('0 of 3 contacts have recorded consent');
    expect(startPreviewSentence(preview)).toBe(
      'Start calling: 0 of 3 can be called now — 3 without recorded consent.',
    );
  });

  it("is refused for another account's list", async () => {
    const owner = await signedInUser(ctx, 'preview-owner');
    const other = await signedInUser(ctx, 'preview-other');
    const list = await importCsv(owner.user.accountId, numbers('+1212', 1));
    expect((await rejection(other.caller.dialer.preview({ listId: list.id }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('counts each contact under the reason the contact table gives it', async () => {
    const { user } = await signedInUser(ctx, 'preview-parity');
    const list = await importCsv(user.accountId, [
      ...numbers('+1212', 8),
      ...numbers('+1515', 3),
      '+18005550100,TollFree',
    ]);
    const statuses: [ContactStatus, Date | null, string | null][] = [
      ['Invalid Number', null, null],
      ['Do Not Call', null, null],
      ['Dial No Answer', inAnHour(), null],
      ['Dial No Answer', inAnHour(), 'state-call-cap'],
      ['Answered', null, null],
    ];
    for (const [status, next, reason] of statuses) {
      await update(list.id, '+1212', 1, {
        status,
        attempts: 1,
        next_eligible_at: next,
        skip_reason: reason,
      });
    }
    const row = await ctx.db
      .selectFrom('contact_lists')
      .select(['id', 'account_id', 'calling_schedule', 'zones_ready'])
      .where('id', '=', list.id)
      .executeTakeFirstOrThrow();
    const now = new Date();
    const callingNow = clock.now();
    const windows = await ctx.db
      .transaction()
      .execute(async (trx) => (await listWindows(trx, [row], callingNow)).get(list.id)!);
    const { rows } = await sql<{
      status: ContactStatus;
      next_eligible_at: Date | null;
      window_key: string | null;
      skip_reason: string | null;
      no_consent: boolean;
      code: string;
    }>`select status, next_eligible_at, window_key, skip_reason,
        not ${consentAllowsSql('contacts', false)} as no_consent,
        ${skipReasonCodeSql(now, windows.open, false, false)} as code
      from contacts where list_id = ${list.id} order by row_number`.execute(ctx.db);
    const codes = new Set<string>();
    for (const contact of rows) {
      const reason = skipReasonText(contact, windows.schedule, now, callingNow, false);
      const expected =
        reason?.code ?? (contact.next_eligible_at ? CALLABLE_NOW : NOTHING_TO_WAIT_FOR);
      expect(contact.code).toBe(expected);
      codes.add(contact.code);
    }
    expect([...codes].sort()).toEqual(
      [
        'callable',
        'do-not-call',
        'invalid-number',
        'no-time-zone',
        'none',
        'outside-calling-hours',
        'retry-delay',
        'state-call-cap',
      ].sort(),
    );
  });
});

describe('contact details', () => {
  it('show the zones and the skip reason with its time, for the account only', async () => {
    const owner = await signedInUser(ctx, 'details-owner');
    const other = await signedInUser(ctx, 'details-other');
    const list = await importCsv(owner.user.accountId, numbers('+1515', 1));
    const page = await owner.caller.contacts.page({ listId: list.id, page: 1, pageSize: 10 });
    const contactId = page.rows[0]!.id;
    const details = await owner.caller.contacts.details({ contactId });
    expect(details).toMatchObject({
      phoneNumber: '+15155550100',
      status: 'Not Called',
      timeZones: ['America/Chicago'],
      zoneSources: ['number'],
      skipReason: 'Outside calling hours until 8:00 AM CT',
    });
    expect((await rejection(other.caller.contacts.details({ contactId }))).code).toBe('NOT_FOUND');
  });
});
