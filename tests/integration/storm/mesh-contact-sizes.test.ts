import { describe, expect, it } from 'vitest';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { milesBetween } from '../../../server/modules/storm/geo/zips-in-circle';
import { contactMeshSizes } from '../../../server/modules/storm/mesh/contact-mesh-sizes.service';
import { importMeshFile } from '../../../server/modules/storm/mesh/mesh-import.service';
import { meshSwathFile } from '../../fakes/mesh-swath-file';
import { DALLAS_SWATH } from '../../fakes/mrms-fake';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();
const ZIP_75201 = { lat: 32.788309, lon: -96.799572 };
// Below the 0.75 in floor: never stored, so never anyone's size.
const SMALL = { lat: 32.785, lon: -96.805, mm: 12.7 };

async function importContacts(accountId: string, rows: string[]) {
  const csv = ['phone,first_name,zip,latitude,longitude', ...rows].join('\n');
  const result = await importContactsCsv(ctx, {
    accountId,
    fileName: 'c.csv',
    bytes: Buffer.from(csv),
  });
  if (!result.ok) throw new Error(result.message);
  return ctx.db
    .selectFrom('contacts')
    .select(['id', 'first_name'])
    .where('list_id', '=', result.list.id)
    .orderBy('row_number')
    .execute();
}

describe('the radar hail size at each contact', () => {
  it('is the largest kept MESH at its own cell, or over its ZIP area, for the storm day', async () => {
    const swath = DALLAS_SWATH.filter((cell) => cell.lat !== SMALL.lat || cell.lon !== SMALL.lon);
    const file = meshSwathFile(new Date('2026-05-21T12:00:00Z'), [...swath, SMALL]);
    await importMeshFile(ctx, { source: 'dallas', bytes: file, startedBy: null });
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx, 'other');
    const [ada, bea, cy, dee, eve] = await importContacts(owner.user.accountId, [
      '+12145550001,Ada,75201,32.795,-96.795',
      '+12145550002,Bea,75201,,',
      '+12125550003,Cy,10001,,',
      '+13035550004,Dee,,40.0,-100.0',
      `+12145550005,Eve,,${SMALL.lat},${SMALL.lon}`,
    ]);
    const [stranger] = await importContacts(other.user.accountId, ['+12145550009,Zed,75201,,']);
    const ids = [ada!, bea!, cy!, dee!, eve!, stranger!].map((c) => c.id);

    const sizes = await contactMeshSizes(ctx.db, owner.user.accountId, '2026-05-20', ids);

    // Directly: Ada's cell is row 1, column 6 of the swath; Bea's the largest within 2 miles.
    const adaCell = DALLAS_SWATH.find((c) => c.lat === 32.795 && c.lon === -96.795)!;
    const inBeaArea = [...swath, SMALL]
      .filter((c) => milesBetween(ZIP_75201.lat, ZIP_75201.lon, c.lat, c.lon) <= 2)
      .filter((c) => c.mm >= 19.05)
      .map((c) => c.mm);
    expect(sizes).toEqual([
      { contactId: ada!.id, sizeMm: adaCell.mm, basis: 'own-position' },
      { contactId: bea!.id, sizeMm: Math.max(...inBeaArea), basis: 'zip-area' },
      { contactId: cy!.id, sizeMm: null, basis: 'zip-area' },
      { contactId: dee!.id, sizeMm: null, basis: 'own-position' },
      { contactId: eve!.id, sizeMm: null, basis: 'own-position' },
    ]);
    expect([adaCell.mm, Math.max(...inBeaArea)]).toEqual([38.1, 44.5]);
    expect(await contactMeshSizes(ctx.db, owner.user.accountId, '2026-05-21', [ada!.id])).toEqual([
      { contactId: ada!.id, sizeMm: null, basis: 'own-position' },
    ]);
  });
});
