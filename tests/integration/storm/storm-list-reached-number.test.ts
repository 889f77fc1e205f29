import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { NCEI_2026, uploadHailFile } from './hail-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
const roofer = await signedInUser(ctx, 'roofer');

async function importCsv(text: string) {
  const result = await importContactsCsv(ctx, {
    accountId: roofer.user.accountId,
    fileName: 'homeowners.csv',
    bytes: Buffer.from(text),
  });
  if (!result.ok) throw new Error(result.message);
  return result.list.id;
}

describe('a storm list leaves out a number reached in any list', () => {
  it('an Answered homeowner who is Not Called in a newer list does not get in', async () => {
    expect((await uploadHailFile(url, admin.cookie, NCEI_2026)).status).toBe(201);
    const found = await roofer.caller.storm.searchHail({
      address: '75093',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    const plano = found.events.find((e) => 'place' in e && e.place === 'PLANO');
    const area = {
      address: '75093',
      radiusMiles: 10,
      eventId: plano && 'id' in plano ? String(plano.id) : '',
    };
    const older = await importCsv(
      'phone,first_name,zip\n+12145550109,Reached,75093\n+12145550101,Fresh,75093\n',
    );
    // Answered in the older list (set directly: how the homeowner was reached is not the point).
    await sql`update contacts set status = 'Answered'
      where list_id = ${older} and phone_number = '+12145550109'`.execute(ctx.db);
    // The same homeowner uploaded again later: the newest contact of the number is Not Called.
    await importCsv('phone,first_name,zip\n+12145550109,Reached again,75093\n');

    const preview = await roofer.caller.storm.previewStormList(area);
    expect(preview.count).toBe(1);
    expect(preview.skipped.answeredOrCompleted).toBe(1);
    const created = await roofer.caller.storm.createStormList(area);
    expect(created.count).toBe(1);
    const numbers = await ctx.db
      .selectFrom('contacts')
      .select('phone_number')
      .where('list_id', '=', created.listId)
      .execute();
    expect(numbers.map((c) => c.phone_number)).toEqual(['+12145550101']);
  });
});
