import { useQuery } from '@tanstack/react-query';
import { trpcClient } from '../../lib/trpc-client';

/** The landing page's public reads, through the plain client (see lazyPage's `trpcHooks`). */

/** The booking page and embed settings; config does not change while the page is open. */
export function useLandingConfig() {
  return useQuery({
    queryKey: ['landing', 'config'],
    queryFn: () => trpcClient.landing.config.query(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  }).data;
}

export function useDemoCalls() {
  return useQuery({
    queryKey: ['landing', 'demoCalls'],
    queryFn: () => trpcClient.landing.demoCalls.query(),
  });
}

export function useTestimonials() {
  return useQuery({
    queryKey: ['landing', 'testimonials'],
    queryFn: () => trpcClient.landing.testimonials.query(),
  });
}
