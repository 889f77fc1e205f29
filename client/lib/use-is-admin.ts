import { useQuery } from '@tanstack/react-query';
import { trpcClient } from './trpc-client';

/**
 * The spec's is_admin(), through the plain client so public pages need no tRPC hooks. The key is
 * the one tRPC's hooks use, so `utils.auth.isAdmin.invalidate()` reaches it too.
 */
export function useIsAdmin(enabled: boolean) {
  return useQuery({
    queryKey: [['auth', 'isAdmin'], { type: 'query' }],
    queryFn: () => trpcClient.auth.isAdmin.query(),
    enabled,
    retry: false,
  });
}
