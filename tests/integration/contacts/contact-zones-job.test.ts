import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { computeListZones } from '../../../server/modules/campaigns/lists/contact-zones.job';
import { callsOf, runPlannedRounds, signedInUser, waitFor } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

describe('zones of lists imported before calling hours', () => {
  it('are computed by the background job; the campaign waits for it and then dials', async () => {
    const { user, caller } = await signedInUser(ctx, 'old-list');
    const { rows } = await sql<{ id: string }>`
      with l as (
        insert into contact_lists (account_id, name, file_name, contact_count, numbers_checked)
        values (${user.accountId}, 'Old list', 'old.csv', 3, true) returning id, account_id
      ), c as (
        insert into contacts (list_id, account_id, row_number, phone_number, first_name, extra)
        select l.id, l.account_id, g, v.phone, 'C' || g, v.extra::jsonb
        from l, (values
          (1, '+13125550100', '{}'),
          (2, '+18005550100', '{"Zip Code": "33101"}'),
          (3, '+18005550101', '{"City": "Nowhere"}')
        ) as v(g, phone, extra)
        returning 1
      )
      select id from l`.execute(ctx.db);
    const listId = rows[0]!.id;

    await caller.dialer.start({ listId });
    await runPlannedRounds(ctx);
    const before = await ctx.db
      .selectFrom('contact_lists')
      .select(['state', 'wait_reason', 'zones_ready'])
      .where('id', '=', listId)
      .executeTakeFirstOrThrow();
    expect(before).toEqual({ state: 'waiting', wait_reason: 'zones', zones_ready: false });
    expect(await callsOf(ctx, listId)).toEqual([]);

    await computeListZones(ctx);
    const contacts = await ctx.db
      .selectFrom('contacts')
      .select(['time_zones', 'zone_sources', 'window_key', 'call_cap_24h', 'skip_reason'])
      .where('list_id', '=', listId)
      .orderBy('row_number')
      .execute();
    expect(contacts).toEqual([
      {
        time_zones: ['America/Chicago'],
        zone_sources: ['number'],
        window_key: 'America/Chicago|IL',
        call_cap_24h: null,
        skip_reason: null,
      },
      {
        time_zones: ['America/New_York'],
        zone_sources: ['zip'],
        window_key: 'America/New_York|FL',
        call_cap_24h: 3,
        skip_reason: null,
      },
      {
        time_zones: [],
        zone_sources: [],
        window_key: '|',
        call_cap_24h: null,
        skip_reason: 'no-time-zone',
      },
    ]);
    await runPlannedRounds(ctx);
    await waitFor(async () => (await callsOf(ctx, listId)).length === 2, { what: 'two calls' });
    const called = new Set((await callsOf(ctx, listId)).map((call) => call.contact_id));
    const noZone = await ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('list_id', '=', listId)
      .where('row_number', '=', 3)
      .executeTakeFirstOrThrow();
    expect(called.has(noZone.id)).toBe(false);
  });
});
