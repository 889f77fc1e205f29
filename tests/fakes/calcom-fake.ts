import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { FAKE_BOOKING_PATH, FAKE_EMBED_SCRIPT_PATH, serveEmbed } from './calcom-embed-fake';
import { type BookingInput, FakeCalendar } from './calcom-fake-bookings';

export type CalcomFakeRequest = {
  path: string;
  authorization: string | undefined;
  version: string | undefined;
};

export type CalcomFake = {
  url: string;
  requests: CalcomFakeRequest[];
  apiKeys: Set<string>;
  /** The Cal.com user behind an API key: bookings, webhooks, deliveries. */
  calendar(apiKey: string): FakeCalendar;
  /** Scenario: Cal.com refuses webhook registration with this status. */
  refuseWebhooks: number | null;
  close(): Promise<void>;
};

/** Event types of the fake: Cal.com's default (e-mail required) and one that takes a phone. */
export const FAKE_EVENT_TYPES = [
  { id: 101, title: 'Roof Inspection', slug: 'roof-inspection', lengthInMinutes: 45 },
  {
    id: 102,
    title: 'Roof Inspection (phone only)',
    slug: 'roof-inspection-phone',
    lengthInMinutes: 45,
    bookingFields: [
      { type: 'name', name: 'name', required: true },
      { type: 'email', name: 'email', required: false, hidden: true },
      { type: 'phone', name: 'attendeePhoneNumber', required: true },
    ],
  },
];

/** The exact `cal-api-version` each versioned route answers to (calendar.md 2.1); webhooks have none. */
const ROUTES: { method: string; pattern: RegExp; version: string | null }[] = [
  { method: 'GET', pattern: /^\/v2\/bookings$/, version: '2024-08-13' },
  { method: 'POST', pattern: /^\/v2\/bookings$/, version: '2024-08-13' },
  {
    method: 'POST',
    pattern: /^\/v2\/bookings\/[^/]+\/(cancel|reschedule)$/,
    version: '2024-08-13',
  },
  { method: 'GET', pattern: /^\/v2\/event-types$/, version: '2024-06-14' },
  { method: 'POST', pattern: /^\/v2\/webhooks$/, version: null },
  { method: 'DELETE', pattern: /^\/v2\/webhooks\/[^/]+$/, version: null },
];

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A local stand-in for Cal.com API v2 (reference calendar.md 2.1-2.6 and 9): key check, event
 * types, bookings (list with take/skip/afterStart, create, cancel, reschedule), webhook
 * registration, and signed booking webhooks sent to the registered subscribers; also the embed
 * script and a booking page (2.7) for the landing page.
 */
export async function startCalcomFake(
  apiKeys: string[] = ['cal_live_test'],
  port = 0,
): Promise<CalcomFake> {
  const requests: CalcomFakeRequest[] = [];
  const keys = new Set(apiKeys);
  const calendars = new Map<string, FakeCalendar>();
  const calendar = (key: string) => {
    let found = calendars.get(key);
    if (!found) {
      found = new FakeCalendar(`user${calendars.size + 1}`);
      calendars.set(key, found);
    }
    return found;
  };
  let nextWebhook = 1;
  const fake = { refuseWebhooks: null as number | null };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const version = req.headers['cal-api-version'] as string | undefined;
    requests.push({ path: url.pathname, authorization: req.headers.authorization, version });
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, code: string, message: string) =>
      reply(status, {
        status: 'error',
        timestamp: new Date().toISOString(),
        path: url.pathname,
        error: { code, message, details: {} },
      });
    if (serveEmbed(url, res, req)) return;
    const route = ROUTES.find((r) => r.method === req.method && r.pattern.test(url.pathname));
    if (!route) return error(404, 'NotFoundException', 'Not found');
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !keys.has(bearer)) return error(401, 'UnauthorizedException', 'Invalid API key');
    if (route.version && version !== route.version) {
      return error(400, 'BadRequestException', 'Wrong cal-api-version');
    }
    const cal = calendar(bearer);
    const path = url.pathname;

    if (req.method === 'GET' && path === '/v2/bookings') {
      const take = Math.min(250, Number(url.searchParams.get('take') ?? 100));
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const afterStart = url.searchParams.get('afterStart');
      const matching = cal.bookings
        .filter((b) => !afterStart || b.start >= new Date(afterStart).toISOString())
        .sort((a, b) => a.start.localeCompare(b.start));
      const data = matching.slice(skip, skip + take);
      const totalPages = Math.ceil(matching.length / take);
      const currentPage = Math.floor(skip / take) + 1;
      return reply(200, {
        status: 'success',
        data,
        pagination: {
          totalItems: matching.length,
          remainingItems: Math.max(0, matching.length - skip - data.length),
          returnedItems: data.length,
          itemsPerPage: take,
          currentPage,
          totalPages,
          hasNextPage: skip + data.length < matching.length,
          hasPreviousPage: skip > 0,
        },
      });
    }
    if (req.method === 'GET') return reply(200, { status: 'success', data: FAKE_EVENT_TYPES });

    const body = await readJson(req);
    if (path === '/v2/bookings') {
      const input = body as BookingInput;
      if (typeof input.start !== 'string' || !input.attendee?.name) {
        return error(400, 'BadRequestException', 'start and attendee.name are required');
      }
      return reply(201, { status: 'success', data: cal.book(input) });
    }
    const action = /^\/v2\/bookings\/([^/]+)\/(cancel|reschedule)$/.exec(path);
    if (action) {
      const uid = decodeURIComponent(action[1]!);
      const done =
        action[2] === 'cancel'
          ? cal.cancel(uid, String(body.cancellationReason ?? ''))
          : cal.reschedule(uid, String(body.start));
      if (!done) return error(404, 'NotFoundException', `Booking ${uid} not found`);
      return reply(200, { status: 'success', data: done });
    }
    if (req.method === 'POST' && path === '/v2/webhooks') {
      if (fake.refuseWebhooks) {
        return error(fake.refuseWebhooks, 'BadRequestException', 'Webhook not allowed');
      }
      const { subscriberUrl, triggers, active, secret } = body;
      if (
        typeof subscriberUrl !== 'string' ||
        !Array.isArray(triggers) ||
        typeof active !== 'boolean'
      ) {
        return error(400, 'BadRequestException', 'subscriberUrl, triggers and active are required');
      }
      const hook = {
        id: String(nextWebhook++),
        subscriberUrl,
        triggers: triggers.map(String),
        active,
        ...(typeof secret === 'string' ? { secret } : {}),
      };
      cal.webhooks.push(hook);
      const { secret: _hidden, ...shown } = hook;
      return reply(201, { status: 'success', data: { ...shown, payloadTemplate: null } });
    }
    const id = decodeURIComponent(path.split('/').at(-1)!);
    const index = cal.webhooks.findIndex((h) => h.id === id);
    if (index < 0) return error(404, 'NotFoundException', `Webhook ${id} not found`);
    const [removed] = cal.webhooks.splice(index, 1);
    return reply(200, { status: 'success', data: { id: removed!.id } });
  });
  server.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    apiKeys: keys,
    calendar,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

// `npm run fake:calcom [key]`: a fake for a person to point CALCOM_BASE_URL at (FAKE_PORT: its
// port, else a free one).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const key = process.argv[2] ?? 'cal_live_test';
  const fake = await startCalcomFake([key], Number(process.env.FAKE_PORT ?? 0));
  console.log(`Cal.com fake on ${fake.url} — CALCOM_BASE_URL=${fake.url}, API key "${key}"`);
  console.log(
    `Landing embed: CALCOM_EMBED_SCRIPT_URL=${fake.url}${FAKE_EMBED_SCRIPT_PATH} DISCOVERY_CALL_URL=${fake.url}${FAKE_BOOKING_PATH}`,
  );
}
