import { randomUUID } from 'node:crypto';
import { createTRPCClient, httpLink, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import type { EventBus } from '../../server/events/event-bus';
import type { AppRouter } from '../../server/router';
import type { AccountEvent } from '../../shared/events';
import { waitFor } from './wait-for';

export type OpenStream = {
  received: { id: string; event: AccountEvent }[];
  errors: string[];
  /** True once the server ended the stream (completed), not the test. */
  ended: () => boolean;
  close: () => void;
};

/** A tRPC client whose subscriptions run over real SSE with the user's cookie. */
export function subscriptionClient(url: string, cookie: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({
        url: `${url}/trpc`,
        EventSource,
        eventSourceOptions: () => ({
          fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, cookie } }),
        }),
      }),
    ],
  });
}

/** A browser tab's one account stream, over real SSE with the user's cookie. */
export function openAccountStream(url: string, cookie: string, lastEventId?: string): OpenStream {
  const client = subscriptionClient(url, cookie);
  const received: OpenStream['received'] = [];
  const errors: string[] = [];
  let completed = false;
  const subscription = client.events.account.subscribe(lastEventId ? { lastEventId } : undefined, {
    onData: ({ id, data }) => received.push({ id, event: data }),
    onError: (error) => errors.push(error.data?.code ?? error.message),
    onComplete: () => {
      completed = true;
    },
  });
  return { received, errors, ended: () => completed, close: () => subscription.unsubscribe() };
}

/** Streams read from "now": publish a marker until the stream has delivered it. */
export async function untilLive(
  events: Pick<EventBus, 'publishToAccount'>,
  accountId: string,
  stream: { received: { event: AccountEvent }[] },
) {
  await waitFor(
    async () => {
      if (stream.received.length > 0) return true;
      await events.publishToAccount(accountId, { type: 'list.changed', listId: 'warm-up' });
      return false;
    },
    { intervalMs: 50, what: 'the stream to deliver a warm-up event' },
  );
  // Warm-ups may still be in flight: once the last one published has arrived, none is.
  const last = `warm-up-${randomUUID()}`;
  await events.publishToAccount(accountId, { type: 'list.changed', listId: last });
  await waitFor(async () => listIdsOf(stream).includes(last), {
    what: 'the last warm-up event',
  });
}

/** The list ids of the list.changed events a stream received, in order. */
export const listIdsOf = (stream: { received: { event: AccountEvent }[] }) =>
  stream.received.flatMap(({ event }) => (event.type === 'list.changed' ? [event.listId] : []));

/** A plain tRPC client for queries and mutations as the cookie's user. */
export function httpClient(url: string, cookie: string) {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${url}/trpc`, headers: { cookie } })],
  });
}

/** Redis connections named `name` (CLIENT LIST), e.g. the process's shared event reader. */
export async function namedConnections(
  redis: { client(sub: 'LIST'): Promise<unknown> },
  name: string,
): Promise<number> {
  const list = String(await redis.client('LIST'));
  return list.split('\n').filter((line) => line.includes(` name=${name} `)).length;
}
