import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import { MESH_MESSAGES } from '../../../shared/storm/mesh-messages';
import { meshSwathFile } from '../../fakes/mesh-swath-file';
import { DALLAS_SWATH } from '../../fakes/mrms-fake';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { routeError } from '../../helpers/route-errors';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
const member = await signedInUser(ctx, 'member');

function upload(cookie: string, fileName: string, body: Buffer) {
  return fetch(`${url}/api/admin/mesh-imports?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-requested-with': 'StormDialer',
      cookie,
    },
    body: new Uint8Array(body),
  });
}

describe('an admin uploading an MRMS MESH file', () => {
  const name = 'MRMS_MESH_Max_1440min_00.50_20260521-120000.grib2.gz';

  it('keeps its cells for the storm day and answers the summary', async () => {
    const file = meshSwathFile(new Date('2026-05-21T12:00:00Z'), DALLAS_SWATH);
    const res = await upload(admin.cookie, name, file);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      fileTime: '2026-05-21T12:00:00.000Z',
      stormDay: '2026-05-20',
      product: '209/3/34',
      cellsKept: 60,
    });
    const row = await ctx.db
      .selectFrom('mesh_imports')
      .select(['source', 'started_by', 'status'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source: name, started_by: admin.user.id, status: 'done' });
  });

  it('refuses a member, an unreadable file and an empty one with the reason', async () => {
    const asMember = await upload(member.cookie, name, Buffer.from('x'));
    expect(asMember.status).toBe(403);
    expect(await routeError(asMember)).toEqual({
      code: 'FORBIDDEN',
      message: ADMIN_MESSAGES.adminsOnly,
    });
    const unreadable = await upload(admin.cookie, 'notes.txt', Buffer.from('hail!'));
    expect(unreadable.status).toBe(400);
    expect(await routeError(unreadable)).toEqual({
      code: 'BAD_REQUEST',
      message: 'Not a readable MRMS GRIB2 file: it does not start with GRIB.',
    });
    const empty = await upload(admin.cookie, name, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(await routeError(empty)).toEqual({ code: 'BAD_REQUEST', message: MESH_MESSAGES.empty });
  });
});
