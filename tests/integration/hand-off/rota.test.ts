import { describe, expect, it } from 'vitest';
import { takeRepOnDuty } from '../../../server/modules/hand-off/rota';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

// Wednesday 3 June 2026, 15:00 UTC: 10:00 in Chicago, 11:00 in New York, 09:00 in Denver,
// 08:00 in Los Angeles.
const AT = new Date('2026-06-03T15:00:00Z');
const WEEKDAYS = [1, 2, 3, 4, 5];

type RepSpec = { name: string; zone: string; days?: number[]; start?: number; end?: number };

async function addRep(accountId: string, spec: RepSpec & { enabled?: boolean }) {
  const row = await ctx.db
    .insertInto('sales_reps')
    .values({
      account_id: accountId,
      name: spec.name,
      phone_number: '+12145550100',
      time_zone: spec.zone,
      work_days: spec.days ?? WEEKDAYS,
      work_start_minute: spec.start ?? 9 * 60,
      work_end_minute: spec.end ?? 17 * 60,
      enabled: spec.enabled ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function picks(accountId: string, count: number): Promise<(string | null)[]> {
  const names: (string | null)[] = [];
  for (let i = 0; i < count; i += 1)
    names.push((await takeRepOnDuty(ctx.db, accountId, AT))?.name ?? null);
  return names;
}

describe('the rota: the next rep on duty, round robin', () => {
  it('takes turns among the reps on duty; never one switched off, off hours or off day', async () => {
    const { user } = await signedInUser(ctx, 'rota');
    await addRep(user.accountId, { name: 'Ana', zone: 'America/Chicago' });
    await addRep(user.accountId, { name: 'Ben (off)', zone: 'America/Chicago', enabled: false });
    await addRep(user.accountId, { name: 'Cal (08:00 local)', zone: 'America/Los_Angeles' });
    await addRep(user.accountId, { name: 'Dee', zone: 'America/New_York' });
    await addRep(user.accountId, { name: 'Eve (Saturdays)', zone: 'America/Chicago', days: [6] });
    await addRep(user.accountId, { name: 'Fay (until 10:00)', zone: 'America/Chicago', end: 600 });
    await addRep(user.accountId, { name: 'Gus (from 09:00)', zone: 'America/Denver' });
    expect(await picks(user.accountId, 7)).toEqual([
      'Ana',
      'Dee',
      'Gus (from 09:00)',
      'Ana',
      'Dee',
      'Gus (from 09:00)',
      'Ana',
    ]);
  });

  it('gives null when nobody is on duty, and leaves the cursor where it was', async () => {
    const { user } = await signedInUser(ctx, 'rota-none');
    await addRep(user.accountId, { name: 'Off', zone: 'America/Chicago', enabled: false });
    await addRep(user.accountId, {
      name: 'Night',
      zone: 'America/Chicago',
      start: 1200,
      end: 1440,
    });
    expect(await takeRepOnDuty(ctx.db, user.accountId, AT)).toBeNull();
    const cursor = await ctx.db
      .selectFrom('sales_rep_rota')
      .select('last_rep_id')
      .where('account_id', '=', user.accountId)
      .executeTakeFirstOrThrow();
    expect(cursor.last_rep_id).toBeNull();
    const { user: empty } = await signedInUser(ctx, 'rota-empty');
    expect(await takeRepOnDuty(ctx.db, empty.accountId, AT)).toBeNull();
  });

  it('gives concurrent picks different reps, and keeps accounts apart', async () => {
    const { user } = await signedInUser(ctx, 'rota-race');
    const { user: other } = await signedInUser(ctx, 'rota-other');
    await addRep(other.accountId, { name: 'Other account', zone: 'America/Chicago' });
    for (const name of ['R1', 'R2', 'R3']) await addRep(user.accountId, { name, zone: 'UTC' });
    const taken = await Promise.all([1, 2, 3].map(() => takeRepOnDuty(ctx.db, user.accountId, AT)));
    expect(taken.map((rep) => rep?.name).sort()).toEqual(['R1', 'R2', 'R3']);
  });
});
