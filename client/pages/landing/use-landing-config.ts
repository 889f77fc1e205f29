import { trpc } from '../../lib/trpc';

/** The booking page and embed settings; config does not change while the page is open. */
export function useLandingConfig() {
  return trpc.landing.config.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  }).data;
}
