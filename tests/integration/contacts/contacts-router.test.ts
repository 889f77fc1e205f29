import type { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { LIST_INPUT_MESSAGES } from '../../../shared/dialer/list-inputs';
import {
  callsOf,
  contactsOf,
  eventsOf,
  importList,
  runPlannedRounds,
  signedInUser,
} from '../../helpers/dialer-fixtures';
import { recordingDb } from '../../helpers/recording-db';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

const fieldErrors = (error: TRPCError) => z.flattenError(error.cause as z.ZodError).fieldErrors;

describe('contacts router', () => {
  it('lists the account lists newest first with counts per status', async () => {
    const { user, caller } = await signedInUser(ctx);
    const older = await importList(ctx, user.accountId, 3);
    const newer = await importList(ctx, user.accountId, 2);
    await ctx.db
      .updateTable('contacts')
      .set({ status: 'Answered', attempts: 1 })
      .where('list_id', '=', older.id)
      .where('row_number', '=', 1)
      .execute();
    const lists = await caller.contacts.lists();
    expect(lists.map((l) => l.id)).toEqual([newer.id, older.id]);
    expect(lists[1]).toMatchObject({ contactCount: 3, counts: { 'Not Called': 2, Answered: 1 } });
  });

  it('pages contacts in file order, filters by status and searches name or phone', async () => {
    const { user, caller } = await signedInUser(ctx);
    const text = [
      'phone,first_name',
      '+1 214 555 0100,Alice',
      '+1 214 555 0101,bob',
      '+1 214 555 0102,ALINA',
      '+1 214 555 0199,Carl',
    ].join('\n');
    const imported = await importContactsCsv(ctx, {
      accountId: user.accountId,
      fileName: 'x.csv',
      bytes: Buffer.from(text),
    });
    if (!imported.ok) throw new Error(imported.message);
    const listId = imported.list.id;

    const page2 = await caller.contacts.page({ listId, page: 2, pageSize: 3 });
    expect(page2.total).toBe(4);
    expect(page2.rows).toEqual([
      {
        id: expect.any(String),
        rowNumber: 4,
        phoneNumber: '+12145550199',
        firstName: 'Carl',
        status: 'Not Called',
        attempts: 0,
        lastAttemptAt: null,
        // Inside calling hours at the tests' calling clock (Tuesday 13:00 in Dallas).
        skipReason: null,
      },
    ]);

    const byName = await caller.contacts.page({ listId, page: 1, pageSize: 10, search: 'ali' });
    expect(byName.rows.map((r) => r.firstName)).toEqual(['Alice', 'ALINA']);
    expect(byName.total).toBe(2);
    const byPhone = await caller.contacts.page({ listId, page: 1, pageSize: 10, search: '0199' });
    expect(byPhone.rows.map((r) => r.firstName)).toEqual(['Carl']);
    const literal = await caller.contacts.page({ listId, page: 1, pageSize: 10, search: '%' });
    expect(literal.total).toBe(0);

    await ctx.db
      .updateTable('contacts')
      .set({
        status: 'Dial No Answer',
        attempts: 1,
        last_attempt_at: new Date('2026-05-01T10:00:00Z'),
      })
      .where('list_id', '=', listId)
      .where('row_number', '=', 2)
      .execute();
    const noAnswer = await caller.contacts.page({
      listId,
      page: 1,
      pageSize: 10,
      status: 'Dial No Answer',
    });
    expect(noAnswer).toEqual({
      rows: [
        {
          id: expect.any(String),
          rowNumber: 2,
          phoneNumber: '+12145550101',
          firstName: 'bob',
          status: 'Dial No Answer',
          attempts: 1,
          lastAttemptAt: '2026-05-01T10:00:00.000Z',
          skipReason: null,
        },
      ],
      total: 1,
    });
  });

  it('refuses page sizes over 100 and pages below 1', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 1);
    expect(
      (await rejection(caller.contacts.page({ listId: list.id, page: 1, pageSize: 101 }))).code,
    ).toBe('BAD_REQUEST');
    expect(
      (await rejection(caller.contacts.page({ listId: list.id, page: 0, pageSize: 10 }))).code,
    ).toBe('BAD_REQUEST');
  });

  it('renames a list with a trimmed name and tells other tabs', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 1);
    const renamed = await caller.contacts.updateDetails({
      listId: list.id,
      name: '  Spring storm  ',
      description: 'Hail on 5/1',
    });
    expect(renamed).toMatchObject({ name: 'Spring storm', description: 'Hail on 5/1' });
    expect((await eventsOf(ctx, user.accountId)).at(-1)).toEqual({
      type: 'list.changed',
      listId: list.id,
    });
    const blank = await rejection(
      caller.contacts.updateDetails({ listId: list.id, name: '   ', description: '' }),
    );
    expect(blank.code).toBe('BAD_REQUEST');
    expect(fieldErrors(blank)).toEqual({ name: [LIST_INPUT_MESSAGES.nameRequired] });
    const long = await rejection(
      caller.contacts.updateDetails({ listId: list.id, name: 'x'.repeat(121), description: '' }),
    );
    expect(fieldErrors(long)).toEqual({ name: [LIST_INPUT_MESSAGES.nameTooLong] });
  });

  it('deletes a dialing list with its contacts; its calls stay, those not yet placed marked so', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 6);
    await caller.dialer.start({ listId: list.id });
    await runPlannedRounds(ctx);
    const claimed = await callsOf(ctx, list.id);
    expect(claimed).toHaveLength(5);
    await caller.contacts.delete({ listId: list.id });
    expect(await caller.contacts.lists()).toEqual([]);
    expect(await contactsOf(ctx, list.id)).toEqual([]);
    expect(await callsOf(ctx, list.id)).toEqual([]);
    const kept = await ctx.db
      .selectFrom('calls')
      .select([
        'list_id',
        'contact_id',
        'list_name',
        'contact_number',
        'state',
        'not_placed_reason',
      ])
      .where(
        'id',
        'in',
        claimed.map((call) => call.id),
      )
      .orderBy('contact_number')
      .execute();
    expect(kept).toEqual(
      [1, 2, 3, 4, 5].map((i) => ({
        list_id: null,
        contact_id: null,
        list_name: list.name,
        contact_number: `+1214${2_000_000 + i}`,
        state: 'not-placed',
        not_placed_reason: 'list deleted',
      })),
    );
    const events = await eventsOf(ctx, user.accountId);
    expect(events.slice(-2)).toEqual([
      { type: 'campaign.state', listId: list.id, state: 'stopped', nextRunAt: null },
      { type: 'list.changed', listId: list.id },
    ]);
    // A round job queued before the delete finds nothing to do.
    expect(await runPlannedRounds(ctx)).toBe(0);
  });
});

// The page queries are recorded as the product sends them, and their plans read from those.
const recording = recordingDb(ctx);

describe('contacts page at scale', () => {
  it('walks indexes for file order and for the status filter', async () => {
    const { user, caller } = await signedInUser({ ...ctx, db: recording.db });
    const list = await importList(ctx, user.accountId, 20_000);
    await ctx.db
      .updateTable('contacts')
      .set({ status: 'Reached Voicemail', attempts: 1 })
      .where('list_id', '=', list.id)
      .where(sql<boolean>`row_number % 100 = 0`)
      .execute();
    await sql`analyze contacts`.execute(ctx.db);
    const plan = async (filter: { status?: 'Reached Voicemail' }) => {
      recording.sent.length = 0;
      await caller.contacts.page({ listId: list.id, page: 3, pageSize: 100, ...filter });
      const page = recording.sent.find(
        (q) => /\bfrom "contacts"/.test(q.sql) && /\border by\b/.test(q.sql),
      );
      expect(page).toBeDefined();
      return recording.explain(page!);
    };
    const all = await plan({});
    expect(all).toContain('contacts_list_row_key');
    expect(all).not.toMatch(/\bSort\b/);
    const voicemail = await plan({ status: 'Reached Voicemail' });
    expect(voicemail).toContain('contacts_list_status_row_idx');
    expect(voicemail).not.toMatch(/\bSort\b/);
  });
});
