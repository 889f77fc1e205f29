import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '../../server/router';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/validation/input-limits';

/** Queries and mutations; batches never exceed what the server accepts. */
export function batchLink(origin = '') {
  return httpBatchLink({
    url: `${origin}/trpc`,
    maxItems: TRPC_MAX_BATCH_SIZE,
    fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
  });
}

/**
 * The plain client for the entry chunk (the session) and the public pages: no subscriptions and
 * no React Query hooks, so the landing page downloads neither (lib/trpc.ts has both).
 */
export const trpcClient = createTRPCClient<AppRouter>({ links: [batchLink()] });
