import { useEffect, useState } from 'react';
import type { DemoCall, LandingConfig, Testimonial } from '../../../shared/landing/landing-types';
import { publicQuery } from '../../lib/public-trpc';
import { withBackoff } from '../../lib/session-sync';

/**
 * The landing page's public reads, through plain fetch (lib/public-trpc.ts): the landing page
 * loads neither React Query nor the tRPC client.
 */
export type PublicRead<T> = { data: T | undefined; error: Error | null; isPending: boolean };

function usePublicRead<T>(load: () => Promise<T>): PublicRead<T> {
  const [state, setState] = useState<PublicRead<T>>({
    data: undefined,
    error: null,
    isPending: true,
  });
  useEffect(() => {
    let live = true;
    withBackoff(load).then(
      (data) => live && setState({ data, error: null, isPending: false }),
      (error: Error) => live && setState({ data: undefined, error, isPending: false }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}

/** The booking page and embed settings, read once per page load (config does not change). */
let config: Promise<LandingConfig> | null = null;
const loadConfig = () => {
  config ??= publicQuery<LandingConfig>('landing.config');
  config.catch(() => {
    config = null;
  });
  return config;
};

export function useLandingConfig(): LandingConfig | undefined {
  return usePublicRead(loadConfig).data;
}

const loadDemoCalls = () => publicQuery<DemoCall[]>('landing.demoCalls');
export function useDemoCalls(): PublicRead<DemoCall[]> {
  return usePublicRead(loadDemoCalls);
}

const loadSocialProof = () => publicQuery<string>('landing.socialProof');
/** The hero's admin-set social-proof line ('' or not loaded: none shown). */
export function useSocialProof(): string {
  return usePublicRead(loadSocialProof).data ?? '';
}

const loadTestimonials = () => publicQuery<Testimonial[]>('landing.testimonials');
export function useTestimonials(): PublicRead<Testimonial[]> {
  return usePublicRead(loadTestimonials);
}
