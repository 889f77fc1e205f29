import { httpSubscriptionLink, splitLink, type TRPCClientErrorLike } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/router';
import { batchLink } from './trpc-client';

export { trpcClient } from './trpc-client';

/** The client's links: subscriptions over SSE, the rest batched. */
export function createLinks(origin = '') {
  return [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: `${origin}/trpc` }),
      false: batchLink(origin),
    }),
  ];
}

/** tRPC's React Query hooks; pages get them under <TrpcProvider> (lazyPage adds it). */
export const trpc = createTRPCReact<AppRouter>();

export type TrpcError = TRPCClientErrorLike<AppRouter>;

export function createTrpcClient() {
  return trpc.createClient({ links: createLinks() });
}

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
