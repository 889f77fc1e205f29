import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../../server/app';
import { WebhookBodyShape } from '../../../server/integrations/calcom/calcom-booking';
import { RetellWebhookShape } from '../../../server/integrations/retell/retell-webhook-shape';
import { storeSecret } from '../../../server/modules/api-keys/api-keys.service';
import { campaignPort } from '../../../server/modules/campaigns/rounds/campaign-port';
import { processProviderEvent } from '../../../server/voice/call-events/provider-event.job';
import { DemoCallUploadQuerySchema } from '../../../shared/admin/admin-schemas';
import { CallLogExportQuery } from '../../../shared/calls/call-log-inputs';
import { DocumentUploadQuerySchema } from '../../../shared/knowledge/knowledge-schema';
import { INPUT_MESSAGES } from '../../../shared/validation/input-limits';
import { type AppRoute, appRoutes, fillPath } from '../../helpers/app-routes';
import { capturedLogger } from '../../helpers/captured-logger';
import { HOSTILE_ENTRIES, MALFORMED_PATH_SEGMENTS } from '../../helpers/hostile-values';
import type { JsonSchema } from '../../helpers/router-procedures';
import { keysOf, sampleOf, stringFieldPaths, withValueAt } from '../../helpers/schema-sample';
import { startTestServer } from '../../helpers/test-server';
import { calcomWorld, connectedAccount, daysAhead } from '../appointments/calcom-fixtures';
import { signBody } from '../webhooks/retell-webhook-fixtures';

const { logger, lines } = capturedLogger();
const errorsLogged = () =>
  lines.map((line) => JSON.parse(line) as { level: number }).filter((entry) => entry.level >= 50);
// A built client stands in, so unknown paths reach the page fallback rather than "not built" (503).
const staticDir = mkdtempSync(join(tmpdir(), 'sd-client-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>StormDialer</title>');
const { ctx, calcom } = await calcomWorld({ STATIC_DIR: staticDir });
const deps = { ...ctx, logger };
const { url } = await startTestServer(deps);
const owner = await connectedAccount(ctx, 'routes');
await ctx.db.updateTable('users').set({ is_admin: true }).where('id', '=', owner.user.id).execute();
const calSecret = calcom.calendar('cal_live_sync_key').webhooks.at(-1)!.secret!;
const RETELL_KEY = 'key_route_sweep';
await storeSecret(ctx, owner.user, 'retell', RETELL_KEY, { status: 'valid', message: null });

const routes = appRoutes(createApp(deps));
const exercised = new Set<string>();
const WEBHOOKS = ['/api/webhooks/retell/', '/api/webhooks/calcom/:connectionId'];
/** The query keys the plain routes read, from their shared schemas. */
const QUERY_KEYS = [
  'fileName',
  ...[DocumentUploadQuerySchema, CallLogExportQuery, DemoCallUploadQuerySchema].flatMap((s) =>
    Object.keys((z.toJSONSchema(s, { io: 'input' }) as JsonSchema).properties ?? {}),
  ),
];
const URL_SAFE = HOSTILE_ENTRIES.filter(([name]) => name !== 'oneMegabyte');

/**
 * Percent-encoded as a careless client would: a lone surrogate as the three bytes UTF-8 would
 * give it (no valid UTF-8, so it arrives as U+FFFD), where `encodeURIComponent` would throw.
 */
function urlEncoded(value: string): string {
  let encoded = '';
  for (const character of value) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(character);
  }
  return encoded;
}

async function request(route: AppRoute, path: string, body?: string) {
  lines.length = 0;
  const res = await fetch(`${url}${path}`, {
    method: route.method,
    headers: {
      cookie: owner.cookie,
      'x-requested-with': 'StormDialer',
      'content-type': 'application/json',
    },
    body: route.method === 'GET' ? undefined : (body ?? ''),
  });
  const text = await res.text();
  expect(res.status, `${route.method} ${path}`).toBeLessThan(500);
  expect(errorsLogged(), `${route.method} ${path}`).toEqual([]);
  return { status: res.status, text };
}

describe('every plain route: hostile paths, queries and bodies', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path} never answers 5xx`, async () => {
      const hasParams = /[:*]/.test(route.path);
      // The page fallback is asked for under a path of its own.
      const base = route.path === '/{*splat}' ? '/pages/{*splat}' : route.path;
      for (const segment of MALFORMED_PATH_SEGMENTS) {
        const path = hasParams ? fillPath(base, segment) : `${base}/${segment}`;
        const answer = await request(route, path);
        expect(answer.status, path).toBe(400);
        expect(answer.text, path).toContain(
          segment === 'a%00b' ? INPUT_MESSAGES.controlCharacters : INPUT_MESSAGES.malformedUrl,
        );
      }
      const target = fillPath(base, 'b1e7c2a4-3c1d-4e2f-9a8b-7c6d5e4f3a2b');
      for (const [, value] of URL_SAFE) {
        await request(route, fillPath(base, urlEncoded(value)));
        for (const key of QUERY_KEYS) {
          // Each route's query schema refuses or cleans such text; here it must never fail.
          await request(route, `${target}?${key}=${urlEncoded(value)}`);
        }
      }
      if (route.method !== 'GET') {
        for (const [, value] of HOSTILE_ENTRIES) await request(route, target, value);
      }
      exercised.add(`${route.method} ${route.path}`);
    }, 60_000);
  }
});

describe("text in plain routes' queries", () => {
  it('a NUL in a title is refused with the catalogued message (the upload file name is cleaned)', async () => {
    const refusals = [
      ['POST', '/api/knowledge/documents?fileName=roof.pdf&title=Roof%00check'],
      ['POST', '/api/admin/demo-calls?title=Roof%00check&displayOrder=1'],
    ] as const;
    for (const [method, path] of refusals) {
      const answer = await request({ method, path }, path, '%PDF-1.4 roof');
      expect(answer.status, path).toBe(400);
      expect(answer.text, path).toContain(INPUT_MESSAGES.controlCharacters);
    }
  });
});

const retellSchema = z.toJSONSchema(RetellWebhookShape, { io: 'input' }) as JsonSchema;
const calcomSchema = z.toJSONSchema(WebhookBodyShape, { io: 'input' }) as JsonSchema;

describe('signed webhooks: hostile text in every field reaches the parser', () => {
  it('Retell: every text field, every hostile value, signed with the account key', async () => {
    let n = 0;
    for (const field of stringFieldPaths(retellSchema)) {
      for (const [name, value] of HOSTILE_ENTRIES) {
        n += 1;
        let body = sampleOf(retellSchema, field);
        body = withValueAt(body, ['event'], 'call_analyzed');
        body = withValueAt(body, ['call', 'call_id'], `call_sweep_${n}`);
        body = withValueAt(body, ['call', 'metadata', 'account_id'], owner.user.accountId);
        const raw = JSON.stringify(withValueAt(body, keysOf(field), value));
        lines.length = 0;
        const res = await fetch(`${url}/api/webhooks/retell`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-retell-signature': await signBody(raw, RETELL_KEY),
          },
          body: raw,
        });
        expect(res.status, `${field} ${name}`).toBeLessThan(500);
        expect(errorsLogged(), `${field} ${name}`).toEqual([]);
      }
      exercised.add(`retell ${field}`);
    }
    // The worker's side: every stored event is processed without a database error.
    const stored = await ctx.db.selectFrom('provider_webhook_events').select('id').execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const { id } of stored)
      await processProviderEvent(ctx, campaignPort(ctx), { eventId: id });
  }, 90_000);

  it('Cal.com: every text field, every hostile value, signed with the connection secret', async () => {
    const hook = `${url}/api/webhooks/calcom/${owner.connection.id}`;
    let n = 0;
    for (const field of stringFieldPaths(calcomSchema)) {
      for (const [name, value] of HOSTILE_ENTRIES) {
        n += 1;
        let body = sampleOf(calcomSchema, field);
        body = withValueAt(body, ['triggerEvent'], 'BOOKING_CREATED');
        body = withValueAt(body, ['payload', 'uid'], `uid-sweep-${n}`);
        body = withValueAt(body, ['payload', 'startTime'], daysAhead(2));
        body = withValueAt(body, ['payload', 'endTime'], daysAhead(2, 16));
        const raw = JSON.stringify(withValueAt(body, keysOf(field), value));
        lines.length = 0;
        const signature = createHmac('sha256', calSecret).update(raw).digest('hex');
        const res = await fetch(hook, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-cal-signature-256': signature },
          body: raw,
        });
        expect(res.status, `${field} ${name}`).toBeLessThan(500);
        expect(errorsLogged(), `${field} ${name}`).toEqual([]);
      }
      exercised.add(`calcom ${field}`);
    }
  }, 90_000);

  it('Cal.com: a NUL in a signed title is stored cleaned, a lone surrogate as U+FFFD', async () => {
    const titles = { 'uid-nul-title': 'Roof\u0000 check', 'uid-lone-title': 'Roof \uD83D check' };
    for (const [uid, title] of Object.entries(titles)) {
      const raw = JSON.stringify({
        triggerEvent: 'BOOKING_CREATED',
        payload: { uid, title, startTime: daysAhead(3), endTime: daysAhead(3, 16) },
      });
      const signature = createHmac('sha256', calSecret).update(raw).digest('hex');
      const res = await fetch(`${url}/api/webhooks/calcom/${owner.connection.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-cal-signature-256': signature },
        body: raw,
      });
      expect(res.status).toBe(204);
    }
    const stored = await ctx.db
      .selectFrom('appointments')
      .select(['calcom_uid', 'title'])
      .where('calcom_uid', 'in', Object.keys(titles))
      .orderBy('calcom_uid')
      .execute();
    expect(stored).toEqual([
      { calcom_uid: 'uid-lone-title', title: 'Roof \uFFFD check' },
      { calcom_uid: 'uid-nul-title', title: 'Roof check' },
    ]);
  });
});

describe('coverage', () => {
  it('exercised every route Express serves and every text field of both webhook bodies', () => {
    const declared = [
      ...routes.map((route) => `${route.method} ${route.path}`),
      ...stringFieldPaths(retellSchema).map((field) => `retell ${field}`),
      ...stringFieldPaths(calcomSchema).map((field) => `calcom ${field}`),
    ];
    expect(declared.filter((entry) => !exercised.has(entry))).toEqual([]);
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(WEBHOOKS));
  });
});

afterAll(async () => {
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  expect((await fetch(`${url}/readyz`)).status).toBe(200);
});
