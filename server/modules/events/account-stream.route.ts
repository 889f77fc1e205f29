import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { type AccountEvent, EventStreamInput } from '../../../shared/events';
import { accessCookieFromHeader } from '../../auth/access-token';
import { userFromAccessToken } from '../../auth/request-user';
import type { AppDeps } from '../../deps';
import type { StreamEntry } from '../../events/stream-fanout';
import { eventStreamsOpen } from '../../metrics/http-metrics';
import { SSE_PING_INTERVAL_MS, SSE_RECONNECT_AFTER_INACTIVITY_MS } from '../../trpc';
import { AccountStream, type AccountStreamSink, type StreamOwner } from './account-stream.service';
import { SseTabs } from './sse-tabs';

/** Where tRPC's httpSubscriptionLink opens `events.account`. */
export const ACCOUNT_STREAM_PATH = '/trpc/events.account';

const HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
  Connection: 'keep-alive',
};
const CONNECTED = Buffer.from(
  `event: connected\ndata: ${JSON.stringify({ reconnectAfterInactivityMs: SSE_RECONNECT_AFTER_INACTIVITY_MS })}\n\n`,
);
/** tRPC's "the subscription is complete": the client closes and does not reconnect. */
const RETURN = Buffer.from('event: return\ndata: \n\n');
/** A tab this far behind is dropped; its client reconnects and resumes from its last event. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One event's SSE frame (tracked: data, then id), built once for every tab that gets it. */
function frameOf(event: AccountEvent, entry: StreamEntry): Buffer {
  entry.frame ??= Buffer.from(`data: ${JSON.stringify(event)}\nid: ${entry.id}\n\n`);
  return entry.frame;
}

/**
 * The resume point as tRPC reads it: the `input` query parameter, overridden by the
 * Last-Event-Id header or query parameter. Undefined when the input is invalid.
 */
function resumePoint(url: string, headers: IncomingHttpHeaders): string | null | undefined {
  const params = new URL(url, 'http://stream').searchParams;
  let input: unknown;
  const raw = params.get('input');
  if (raw !== null) {
    try {
      input = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  const header = headers['last-event-id'];
  const lastEventId =
    (typeof header === 'string' ? header : undefined) ??
    params.get('lastEventId') ??
    params.get('Last-Event-Id');
  if (lastEventId) {
    if (input !== null && typeof input === 'object') input = { ...input, lastEventId };
    else input ??= { lastEventId };
  }
  const parsed = EventStreamInput.safeParse(input);
  return parsed.success ? (parsed.data?.lastEventId ?? null) : undefined;
}

/** A request handler that answers it or passes it on. */
export type PassingHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** One open tab: writes its stream's events to its response. */
class SseTab implements AccountStreamSink {
  stream: AccountStream | null = null;

  constructor(private readonly res: ServerResponse) {}

  event(event: AccountEvent, entry: StreamEntry): void {
    this.res.write(frameOf(event, entry));
    if (this.res.writableLength > MAX_BUFFERED_BYTES) this.res.destroy();
  }

  end(): void {
    this.res.end(RETURN);
  }
}

/**
 * Serves a signed-in tab's `events.account` subscription straight on the Node response, before
 * Express, in tRPC's SSE protocol (connected, tracked events, ping, return). Per open tab it holds
 * the response and three small objects, with no closures; each event is serialised once for all
 * tabs. Every other request, and one this handler refuses (signed out, invalid input), is passed
 * on; tRPC answers a refused one in its own error shape.
 */
export function createAccountStreamHandler(deps: AppDeps): PassingHandler {
  const tabs = new SseTabs<SseTab>(SSE_PING_INTERVAL_MS);
  function closed(this: ServerResponse) {
    tabs.remove(this)?.stream?.stop();
    eventStreamsOpen.dec();
  }

  async function serve(res: ServerResponse, owner: StreamOwner, lastEventId: string | null) {
    // The tab may have gone while its session was read: its 'close' has fired already.
    if (res.destroyed) return;
    res.writeHead(200, HEADERS);
    res.write(CONNECTED);
    const tab = new SseTab(res);
    tabs.add(res, tab);
    eventStreamsOpen.inc();
    res.on('close', closed);
    tab.stream = new AccountStream(deps.events, owner, tab);
    try {
      await tab.stream.open(lastEventId);
    } catch (error) {
      deps.logger.warn({ err: { message: (error as Error).message } }, 'event stream not opened');
      res.destroy();
    }
  }

  return (req, res, next) => {
    const url = req.url ?? '/';
    if (req.method !== 'GET' || url.split('?', 1)[0] !== ACCOUNT_STREAM_PATH) return next();
    const lastEventId = resumePoint(url, req.headers);
    if (lastEventId === undefined) return next();
    void userFromAccessToken(accessCookieFromHeader(req.headers.cookie), deps)
      .catch(() => null)
      .then((user) => {
        if (!user) return next();
        // Only what the stream needs is kept, not the whole user row.
        const owner = { id: user.id, sessionId: user.sessionId, accountId: user.accountId };
        return serve(res, owner, lastEventId);
      })
      .catch((error: Error) => {
        deps.logger.error({ err: error }, 'event stream failed');
        res.destroy();
      });
  };
}
