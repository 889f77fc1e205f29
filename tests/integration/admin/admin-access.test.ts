import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { routeError } from '../../helpers/route-errors';
import { routerProcedures } from '../../helpers/router-procedures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { callerFor } from '../teams/team-fixtures';
import { MP3_BYTES, uploadDemoCall } from './admin-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

const ID = '00000000-0000-4000-8000-000000000001';
const testimonial = {
  quote: 'They booked us solid.',
  name: 'Pat',
  company: 'Pat Roofing',
  isExample: false,
  displayOrder: 1,
};

/** Every admin procedure, called with valid input. */
type Caller = ReturnType<typeof callerFor>;
const ADMIN_CALLS: Record<string, (c: Caller) => Promise<unknown>> = {
  users: (c) => c.admin.users({}),
  setAdmin: (c) => c.admin.setAdmin({ userId: ID, isAdmin: true }),
  demoCalls: (c) => c.admin.demoCalls(),
  updateDemoCall: (c) =>
    c.admin.updateDemoCall({ id: ID, title: 'x', description: '', displayOrder: 1 }),
  deleteDemoCall: (c) => c.admin.deleteDemoCall({ id: ID }),
  testimonials: (c) => c.admin.testimonials(),
  addTestimonial: (c) => c.admin.addTestimonial(testimonial),
  updateTestimonial: (c) => c.admin.updateTestimonial({ id: ID, ...testimonial }),
  deleteTestimonial: (c) => c.admin.deleteTestimonial({ id: ID }),
  invoices: (c) => c.admin.invoices(),
  setSocialProof: (c) => c.admin.setSocialProof({ socialProof: 'Trusted by 40 roofers' }),
};

describe('admin procedures', () => {
  it('every procedure of the admin router is in this list', () => {
    const paths = routerProcedures()
      .map((p) => p.path)
      .filter((path) => path.startsWith('admin.'))
      .map((path) => path.slice('admin.'.length));
    expect(paths.sort()).toEqual(Object.keys(ADMIN_CALLS).sort());
  });

  it.each(Object.entries(ADMIN_CALLS))(
    '%s refuses the signed-out and a non-admin',
    async (_, call) => {
      expect((await rejection(call(callerFor(ctx, null)))).code).toBe('UNAUTHORIZED');
      const normal = await signedInUser(ctx, 'normal');
      const refused = await rejection(call(normal.caller));
      expect(refused.code).toBe('FORBIDDEN');
      expect(refused.message).toBe('Admins only.');
    },
  );

  it('refuses a user whose admin flag was removed since the session began', async () => {
    const former = await signedInUser(ctx, 'former', { isAdmin: true });
    await ctx.db
      .updateTable('users')
      .set({ is_admin: false })
      .where('id', '=', former.user.id)
      .execute();
    const res = await fetch(`${url}/trpc/admin.users?input=${encodeURIComponent('{}')}`, {
      headers: { cookie: former.cookie },
    });
    expect(res.status).toBe(403);
  });
});

describe('the queue board', () => {
  it('refuses the signed-out and a non-admin, page and API alike', async () => {
    const normal = await signedInUser(ctx, 'normal');
    for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
      const signedOut = await fetch(`${url}${path}`);
      expect(signedOut.status).toBe(401);
      const notAdmin = await fetch(`${url}${path}`, { headers: { cookie: normal.cookie } });
      expect(notAdmin.status).toBe(403);
      expect(await routeError(notAdmin)).toEqual({ code: 'FORBIDDEN', message: 'Admins only.' });
    }
    const retry = await fetch(`${url}/admin/queues/api/queues/dialer/retry/failed`, {
      method: 'PUT',
      headers: { cookie: normal.cookie },
    });
    expect(retry.status).toBe(403);
  });

  it("shows an admin every queue's counts on its own page under the one CSP", async () => {
    const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
    const page = await fetch(`${url}/admin/queues`, { headers: { cookie: admin.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('StormDialer queues');
    // Nothing from another host (the CSP would refuse it: Google Fonts was linked).
    expect(html).toMatch(/<link href="static\/css\/main\.[0-9a-f]+\.css" rel="stylesheet">/);
    expect(html).not.toMatch(/(href|src)="https?:/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const api = await fetch(`${url}/admin/queues/api/queues`, {
      headers: { cookie: admin.cookie },
    });
    const body = (await api.json()) as {
      queues: { name: string; counts: Record<string, number> }[];
    };
    expect(body.queues.map((q) => q.name).sort()).toEqual(['dialer', 'system']);
    expect(Object.keys(body.queues[0]!.counts)).toEqual(
      expect.arrayContaining(['waiting', 'active', 'delayed', 'failed']),
    );
  });
});

describe('demo-call uploads', () => {
  it('refuses the signed-out and a non-admin', async () => {
    const normal = await signedInUser(ctx, 'normal');
    expect((await uploadDemoCall(url, undefined)).status).toBe(401);
    const refused = await uploadDemoCall(url, normal.cookie);
    expect(refused.status).toBe(403);
    const replace = await fetch(`${url}/api/admin/demo-calls/${ID}/audio`, {
      method: 'PUT',
      headers: { cookie: normal.cookie, 'content-type': 'audio/mpeg', 'x-requested-with': 'x' },
      body: new Uint8Array(MP3_BYTES),
    });
    expect(replace.status).toBe(403);
    expect(await ctx.db.selectFrom('demo_calls').select('id').execute()).toEqual([]);
  });

  it('refuses a cross-site form post even from an admin', async () => {
    const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
    const res = await fetch(`${url}/api/admin/demo-calls?title=x&displayOrder=1`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'text/plain' },
      body: 'ID3',
    });
    expect(res.status).toBe(415);
  });
});
