import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { FAKE_BOOKING_PATH, FAKE_EMBED_SCRIPT_PATH, serveEmbed } from './calcom-embed-fake';

export type CalcomFakeRequest = {
  path: string;
  authorization: string | undefined;
  version: string | undefined;
};

export type CalcomFake = {
  url: string;
  requests: CalcomFakeRequest[];
  apiKeys: Set<string>;
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

const VERSIONS: Record<string, string> = {
  '/v2/bookings': '2024-08-13',
  '/v2/event-types': '2024-06-14',
};

/**
 * A local stand-in for Cal.com API v2 (reference calendar.md 2.1-2.5): key check and event types;
 * also the embed script and a booking page (2.7) for the landing page.
 */
export async function startCalcomFake(apiKeys: string[] = ['cal_live_test']): Promise<CalcomFake> {
  const requests: CalcomFakeRequest[] = [];
  const keys = new Set(apiKeys);
  const server = createServer((req, res) => {
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
    const expected = VERSIONS[url.pathname];
    if (req.method !== 'GET' || !expected) return error(404, 'NotFoundException', 'Not found');
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !keys.has(bearer)) return error(401, 'UnauthorizedException', 'Invalid API key');
    if (version !== expected) return error(400, 'BadRequestException', 'Wrong cal-api-version');
    if (url.pathname === '/v2/bookings') {
      const take = Number(url.searchParams.get('take') ?? 100);
      return reply(200, {
        status: 'success',
        data: [],
        pagination: {
          totalItems: 0,
          remainingItems: 0,
          returnedItems: 0,
          itemsPerPage: take,
          currentPage: 1,
          totalPages: 0,
          hasNextPage: false,
          hasPreviousPage: false,
        },
      });
    }
    return reply(200, { status: 'success', data: FAKE_EVENT_TYPES });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    apiKeys: keys,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npm run fake:calcom [key]`: a fake for a person to point CALCOM_BASE_URL at.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const key = process.argv[2] ?? 'cal_live_test';
  const fake = await startCalcomFake([key]);
  console.log(`Cal.com fake on ${fake.url} — CALCOM_BASE_URL=${fake.url}, API key "${key}"`);
  console.log(
    `Landing embed: CALCOM_EMBED_SCRIPT_URL=${fake.url}${FAKE_EMBED_SCRIPT_PATH} DISCOVERY_CALL_URL=${fake.url}${FAKE_BOOKING_PATH}`,
  );
}
