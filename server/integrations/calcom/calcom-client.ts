import { z } from 'zod';
import { CALCOM_MESSAGES, type CalcomEventType } from '../../../shared/agents/calcom';
import { DomainError } from '../../errors';

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

/** Cal.com API v2 for one account's key (no official server SDK: plain fetch, bounded time). */
export function calcomApi(
  config: { calcom: { baseUrl: string; timeoutMs: number } },
  apiKey: string,
) {
  const base = config.calcom.baseUrl.replace(/\/$/, '');

  async function get(path: string, version: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${apiKey}`, 'cal-api-version': version },
        signal: AbortSignal.timeout(config.calcom.timeoutMs),
      });
    } catch {
      throw new CalcomError('network', CALCOM_MESSAGES.network);
    }
    const body = (await response.json().catch(() => null)) as unknown;
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
  }

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
  };
}
