import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  type TRPCClientErrorLike,
} from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/router';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/validation/input-limits';

export const trpc = createTRPCReact<AppRouter>();

export type TrpcError = TRPCClientErrorLike<AppRouter>;

/** The client's links; batches never exceed what the server accepts. */
export function createLinks(origin = '') {
  return [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: `${origin}/trpc` }),
      false: httpBatchLink({
        url: `${origin}/trpc`,
        maxItems: TRPC_MAX_BATCH_SIZE,
        fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
      }),
    }),
  ];
}

const links = createLinks();

export function createTrpcClient() {
  return trpc.createClient({ links });
}

/** A plain client for code outside React (e.g. the session refresher). */
export const trpcClient = createTRPCClient<AppRouter>({ links });

/** The first field error of a failed call, else its message. */
export function errorMessage(error: unknown, fallback: string): string {
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message || fallback;
  }
  return fallback;
}
