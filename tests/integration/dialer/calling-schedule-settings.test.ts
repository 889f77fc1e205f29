import { describe, expect, it } from 'vitest';
import { computeListZones } from '../../../server/modules/campaigns/lists/contact-zones.job';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import {
  DEFAULT_CALLING_SCHEDULE,
  SCHEDULE_MESSAGES,
} from '../../../shared/dialer/calling-schedule';
import { SCHEDULE_INPUT_MESSAGES } from '../../../shared/dialer/schedule-inputs';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

const weekdays = { ...DEFAULT_CALLING_SCHEDULE, days: [1, 2, 3, 4, 5], start: '09:00' };

async function contactsOf(listId: string) {
  return ctx.db
    .selectFrom('contacts')
    .select(['phone_number', 'window_key', 'skip_reason', 'zone_sources'])
    .where('list_id', '=', listId)
    .orderBy('row_number')
    .execute();
}

describe('the Schedule tab: calling hours of the defaults and of each list', () => {
  it('starts at 8:00–21:00 Monday to Saturday without federal holidays', async () => {
    const { user, caller } = await signedInUser(ctx, 'schedule-defaults');
    expect(DEFAULT_CALLING_SCHEDULE).toMatchObject({
      days: [1, 2, 3, 4, 5, 6],
      start: '08:00',
      end: '21:00',
      skipFederalHolidays: true,
    });
    expect(await caller.campaignSettings.schedule({ listId: null })).toEqual({
      schedule: DEFAULT_CALLING_SCHEDULE,
      usesDefaults: true,
    });
    const list = await importList(ctx, user.accountId, 2);
    expect(await caller.campaignSettings.schedule({ listId: list.id })).toEqual({
      schedule: DEFAULT_CALLING_SCHEDULE,
      usesDefaults: true,
    });
  });

  it('gives a list its own hours, and lets it follow the defaults again', async () => {
    const { user, caller } = await signedInUser(ctx, 'schedule-own');
    const list = await importList(ctx, user.accountId, 2);
    await caller.campaignSettings.saveSchedule({ listId: null, schedule: weekdays });
    expect(await caller.campaignSettings.schedule({ listId: list.id })).toEqual({
      schedule: weekdays,
      usesDefaults: true,
    });
    const own = { ...DEFAULT_CALLING_SCHEDULE, end: '18:30' };
    expect(await caller.campaignSettings.saveSchedule({ listId: list.id, schedule: own })).toEqual({
      schedule: own,
      usesDefaults: false,
    });
    // The defaults change; the list keeps its own.
    await caller.campaignSettings.saveSchedule({
      listId: null,
      schedule: DEFAULT_CALLING_SCHEDULE,
    });
    expect((await caller.campaignSettings.schedule({ listId: list.id })).schedule).toEqual(own);
    expect(await caller.campaignSettings.saveSchedule({ listId: list.id, schedule: null })).toEqual(
      { schedule: DEFAULT_CALLING_SCHEDULE, usesDefaults: true },
    );
  });

  it('refuses bad hours with clear messages, and the defaults without hours', async () => {
    const { caller } = await signedInUser(ctx, 'schedule-bad');
    const save = (schedule: unknown) =>
      rejection(
        caller.campaignSettings.saveSchedule({
          listId: null,
          schedule: schedule as typeof DEFAULT_CALLING_SCHEDULE,
        }),
      );
    const cases: [unknown, string][] = [
      [
        { ...DEFAULT_CALLING_SCHEDULE, start: '21:00', end: '08:00' },
        SCHEDULE_MESSAGES.endBeforeStart,
      ],
      [{ ...DEFAULT_CALLING_SCHEDULE, days: [] }, SCHEDULE_MESSAGES.noDays],
      [{ ...DEFAULT_CALLING_SCHEDULE, start: '8am' }, SCHEDULE_MESSAGES.badTime],
      [{ ...DEFAULT_CALLING_SCHEDULE, defaultState: 'XX' }, SCHEDULE_MESSAGES.badState],
      [null, SCHEDULE_INPUT_MESSAGES.defaultsNeedHours],
    ];
    for (const [schedule, message] of cases) {
      const error = await save(schedule);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toContain(message);
    }
    expect((await caller.campaignSettings.schedule({ listId: null })).schedule).toEqual(
      DEFAULT_CALLING_SCHEDULE,
    );
  });

  it("touches only the signed-in account's lists", async () => {
    const owner = await signedInUser(ctx, 'schedule-owner');
    const other = await signedInUser(ctx, 'schedule-other');
    const list = await importList(ctx, owner.user.accountId, 1);
    for (const call of [
      other.caller.campaignSettings.schedule({ listId: list.id }),
      other.caller.campaignSettings.saveSchedule({ listId: list.id, schedule: weekdays }),
    ]) {
      expect((await rejection(call)).code).toBe('NOT_FOUND');
    }
    // The other account's defaults do not reach this list.
    await other.caller.campaignSettings.saveSchedule({ listId: null, schedule: weekdays });
    expect((await owner.caller.campaignSettings.schedule({ listId: list.id })).schedule).toEqual(
      DEFAULT_CALLING_SCHEDULE,
    );
  });

  it('recomputes the window keys of contacts without a zone when the default state changes', async () => {
    const { user, caller } = await signedInUser(ctx, 'schedule-state');
    // A toll-free number has no place: no time zone until the list names a default state.
    const result = await importContactsCsv(ctx, {
      accountId: user.accountId,
      fileName: 'toll-free.csv',
      bytes: Buffer.from('phone,first_name\n+18005550100,Free\n+13125550100,Chicago\n'),
    });
    if (!result.ok) throw new Error(result.message);
    const listId = result.list.id;
    const before = await contactsOf(listId);
    expect(before.map((c) => c.skip_reason)).toEqual(['no-time-zone', null]);

    await caller.campaignSettings.saveSchedule({
      listId,
      schedule: { ...DEFAULT_CALLING_SCHEDULE, defaultState: 'TX' },
    });
    const waiting = await ctx.db
      .selectFrom('contact_lists')
      .select('zones_ready')
      .where('id', '=', listId)
      .executeTakeFirstOrThrow();
    expect(waiting.zones_ready).toBe(false);
    expect((await contactsOf(listId)).map((c) => c.window_key)).toEqual([
      null,
      before[1]!.window_key,
    ]);

    await computeListZones(ctx);
    const after = await contactsOf(listId);
    expect(after[0]).toMatchObject({
      window_key: 'America/Chicago,America/Denver|TX',
      skip_reason: null,
      zone_sources: ['list-default'],
    });
    expect(after[1]).toEqual(before[1]);
    const keys = await ctx.db
      .selectFrom('list_window_keys')
      .select('window_key')
      .where('list_id', '=', listId)
      .execute();
    expect(keys.map((k) => k.window_key)).toContain('America/Chicago,America/Denver|TX');

    // Hours alone change no key: the contacts keep theirs and the list stays ready.
    await caller.campaignSettings.saveSchedule({
      listId,
      schedule: { ...DEFAULT_CALLING_SCHEDULE, defaultState: 'TX', end: '20:00' },
    });
    expect(await contactsOf(listId)).toEqual(after);
  });
});
