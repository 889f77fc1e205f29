import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from '../../../migrations/0055_hail_local_dates';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

describe('migration 0055 (hail local dates)', () => {
  it('gives rows stored before it their zone and local date', async () => {
    await down(ctx.db);
    await sql`
      insert into hail_events (source, event_id, spc_key, data_year, begins_at, size_in, lat, lon, state, place)
      values
        ('ncei', 1, null, 2025, '2025-07-15T05:30:00Z', 1.75, 33.02, -96.70, 'TEXAS', 'PLANO'),
        ('ncei', 2, null, 2025, '2025-07-15T03:30:00Z', 1, 40.7, -74.0, 'NEW YORK', 'NYC'),
        ('ncei', 3, null, 2025, '2025-07-15T03:30:00Z', 1, 15, -61, 'ATLANTIC SOUTH', 'SEA'),
        ('spc', null, '250714|0430', 2025, '2025-07-15T04:30:00Z', 1, 32.77, -96.6, 'TX', 'Mesquite')
    `.execute(ctx.db);
    await up(ctx.db);
    const { rows } = await sql<{
      place: string;
      zone: string | null;
      guessed: boolean;
      day: string;
    }>`
      select place, zone, zone_guessed as guessed, local_date::text as day
      from hail_events order by place`.execute(ctx.db);
    expect(rows).toEqual([
      { place: 'Mesquite', zone: null, guessed: false, day: '2025-07-14' },
      { place: 'NYC', zone: 'EST-5', guessed: true, day: '2025-07-14' },
      { place: 'PLANO', zone: 'CST-6', guessed: true, day: '2025-07-14' },
      // No state zone: the longitude's (-61 / 15 rounds to -4).
      { place: 'SEA', zone: 'UTC-4', guessed: true, day: '2025-07-14' },
    ]);
  });
});
