import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../shared/http';
import { routeError } from '../helpers/route-errors';
import { createTestContext } from '../helpers/test-context';
import { startTestServer } from '../helpers/test-server';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const id = randomUUID();

/** Every plain Express route that serves the signed-in user (or an admin). */
const SIGNED_IN_ROUTES: [string, string][] = [
  ['GET', `/api/calls/${id}/recording`],
  ['GET', '/api/calls/export.csv'],
  ['GET', '/api/voices/11labs-Aria/preview'],
  ['POST', '/api/uploads?fileName=contacts.csv'],
  ['GET', `/api/lists/${id}/import-report.csv`],
  ['POST', '/api/knowledge/documents?fileName=a.pdf&title=A'],
  ['PUT', `/api/knowledge/${id}/file?fileName=a.pdf&title=A`],
  ['GET', `/api/knowledge/${id}/file`],
  ['POST', '/api/admin/demo-calls?title=Demo'],
  ['POST', '/api/admin/hail-imports?fileName=260520_rpts_hail.csv'],
  ['POST', '/api/admin/mesh-imports?fileName=MESH.grib2.gz'],
  ['GET', '/admin/queues'],
  ['GET', '/api/weekly-report/report.csv'],
];

describe('signed-in Express routes', () => {
  it.each(SIGNED_IN_ROUTES)(
    '%s %s refuses the signed-out in the tRPC error shape',
    async (method, path) => {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, 'content-type': 'text/plain' },
        ...(method === 'GET' ? {} : { body: 'x' }),
      });
      expect(res.status).toBe(401);
      expect(await routeError(res)).toEqual({
        code: 'UNAUTHORIZED',
        message: 'You need to sign in.',
      });
    },
  );
});
