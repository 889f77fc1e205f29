import { z } from 'zod';
import { CALCOM_MESSAGES, type CalcomEventType } from '../../../shared/agents/calcom';
import { cleanProviderValue } from '../../../shared/validation/unicode-text';
import { DomainError } from '../../errors';
import {
  ApiBookingShape,
  bookingFromApi,
  type CalcomBooking,
  WEBHOOK_TRIGGERS,
} from './calcom-booking';

/** A Cal.com call that failed, in words the connect dialog can show. */
export class CalcomError extends DomainError {
  constructor(
    readonly kind: 'auth' | 'network' | 'status' | 'shape',
    message: string,
  ) {
    super(message);
  }
}

/** The API version each endpoint is pinned to (reference calendar.md 2.1; always sent). */
const VERSIONS = { bookings: '2024-08-13', eventTypes: '2024-06-14' } as const;

const ErrorBody = z.object({ error: z.object({ message: z.string() }).optional() }).loose();

const EventTypeShape = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    lengthInMinutes: z.number().nullish(),
    bookingFields: z
      .array(
        z
          .object({
            type: z.string().optional(),
            name: z.string().optional(),
            required: z.boolean().optional(),
            hidden: z.boolean().optional(),
          })
          .loose(),
      )
      .nullish(),
  })
  .loose();

function requiresEmail(fields: z.infer<typeof EventTypeShape>['bookingFields']): boolean {
  const email = fields?.find((f) => f.type === 'email' || f.name === 'email');
  if (!email) return true; // Cal.com's defaults: name and e-mail required.
  return email.required !== false && email.hidden !== true;
}

type CalcomRequest = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  version: string | null,
  payload?: unknown,
) => Promise<unknown>;

/** One request to Cal.com with the key, bounded in time; failures as catalogued CalcomErrors. */
function calcomRequest(baseUrl: string, apiKey: string, timeoutMs: number): CalcomRequest {
  const base = baseUrl.replace(/\/$/, '');
  return async function request(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    version: string | null,
    payload?: unknown,
  ): Promise<unknown> {
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}` };
    if (version) headers['cal-api-version'] = version;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new CalcomError('network', CALCOM_MESSAGES.network);
    }
    const body = cleanProviderValue(await response.json().catch(() => null));
    if (response.status === 401 || response.status === 403) {
      throw new CalcomError('auth', CALCOM_MESSAGES.rejected);
    }
    if (!response.ok) {
      const message = ErrorBody.safeParse(body).data?.error?.message ?? response.statusText;
      throw new CalcomError(
        'status',
        CALCOM_MESSAGES.httpStatus(response.status, message.slice(0, 200)),
      );
    }
    return body;
  };
}

/** Cal.com API v2 for one account's key (no official server SDK: plain fetch, bounded time). */
export function calcomApi(
  config: { calcom: { baseUrl: string; timeoutMs: number } },
  apiKey: string,
) {
  const request = calcomRequest(config.calcom.baseUrl, apiKey, config.calcom.timeoutMs);
  const get = (path: string, version: string) => request('GET', path, version);

  return {
    /** GET /v2/bookings?take=1 needs the key (BOOKING_READ): resolves when Cal.com accepts it. */
    async checkKey(): Promise<void> {
      await get('/v2/bookings?take=1', VERSIONS.bookings);
    },
    async listEventTypes(): Promise<CalcomEventType[]> {
      const body = await get('/v2/event-types', VERSIONS.eventTypes);
      const parsed = z.object({ data: z.array(EventTypeShape) }).safeParse(body);
      if (!parsed.success) throw new CalcomError('shape', CALCOM_MESSAGES.unexpected);
      return parsed.data.data.map((e) => ({
        id: e.id,
        title: e.title,
        slug: e.slug,
        lengthInMinutes: e.lengthInMinutes ?? null,
        requiresEmail: requiresEmail(e.bookingFields),
      }));
    },
    /**
     * The key owner's bookings starting after `afterStart`, all statuses, page by page (take/skip
     * of the 2024-08-13 version), at most `maxPages` pages. Items Cal.com sends malformed are
     * skipped rather than failing the whole sync.
     */
    async listBookings(afterStart: Date, maxPages = BOOKING_PAGES): Promise<CalcomBooking[]> {
      const out: CalcomBooking[] = [];
      for (let page = 0; page < maxPages; page++) {
        const query = new URLSearchParams({
          afterStart: afterStart.toISOString(),
          sortStart: 'asc',
          take: String(BOOKING_PAGE_SIZE),
          skip: String(page * BOOKING_PAGE_SIZE),
        });
        const body = await get(`/v2/bookings?${query}`, VERSIONS.bookings);
        const parsed = BookingsPage.safeParse(body);
        if (!parsed.success) throw new CalcomError('shape', CALCOM_MESSAGES.unexpected);
        for (const item of parsed.data.data) {
          const booking = ApiBookingShape.safeParse(item);
          if (booking.success) out.push(bookingFromApi(booking.data));
        }
        if (!parsed.data.pagination?.hasNextPage) break;
      }
      return out;
    },
    /** POST /v2/bookings/{uid}/cancel: cancels the booking on Cal.com (its attendee is told). */
    async cancelBooking(uid: string): Promise<void> {
      await request('POST', `/v2/bookings/${encodeURIComponent(uid)}/cancel`, VERSIONS.bookings, {
        cancellationReason: 'Cancelled in StormDialer',
      });
    },
    /**
     * Registers our signed webhook for booking events; returns Cal.com's id of it. Cal.com's
     * webhook routes are not versioned, so no `cal-api-version` is sent for them.
     */
    async createWebhook(subscriberUrl: string, secret: string): Promise<string> {
      const body = await request('POST', '/v2/webhooks', null, {
        subscriberUrl,
        triggers: WEBHOOK_TRIGGERS,
        active: true,
        secret,
      });
      const parsed = z.object({ data: z.object({ id: z.union([z.string(), z.number()]) }) });
      const id = parsed.safeParse(body).data?.data.id;
      if (id === undefined) throw new CalcomError('shape', CALCOM_MESSAGES.unexpected);
      return String(id);
    },
    async deleteWebhook(webhookId: string): Promise<void> {
      await request('DELETE', `/v2/webhooks/${encodeURIComponent(webhookId)}`, null);
    },
  };
}

const BOOKING_PAGE_SIZE = 100;
const BOOKING_PAGES = 20;

const BookingsPage = z.object({
  data: z.array(z.unknown()).max(250),
  pagination: z.object({ hasNextPage: z.boolean() }).loose().nullish(),
});
