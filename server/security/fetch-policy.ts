import { lookup } from 'node:dns/promises';
import type { Config } from '../env';

export type ResolvedAddress = { address: string; family: number };
/** Turns a host name into every address it resolves to (tests pass their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type FetchPolicy = {
  /** Outside production, these exact origins may be reached over http on loopback (local fakes). */
  localOrigins: readonly string[];
  /** Host names that may be fetched; empty: any public host. */
  allowedHosts: readonly string[];
  resolve: Resolver;
  maxRedirects: number;
  maxBytes: number;
  timeoutMs: number;
};

export const systemResolver: Resolver = (hostname) =>
  lookup(hostname, { all: true, verbatim: true });

/** The policy for provider media (recordings, voice previews) under this deployment's config. */
export function mediaFetchPolicy(
  config: Pick<Config, 'nodeEnv' | 'retell' | 'calcom' | 'acculynx' | 'outboundFetch'>,
  limits: { maxBytes: number; timeoutMs: number },
  resolve: Resolver = systemResolver,
): FetchPolicy {
  const providerOrigins = [config.retell.baseUrl, config.calcom.baseUrl, config.acculynx.baseUrl];
  return {
    localOrigins:
      config.nodeEnv === 'production' ? [] : providerOrigins.map((url) => new URL(url).origin),
    allowedHosts: config.outboundFetch.mediaHosts,
    resolve,
    maxRedirects: 3,
    ...limits,
  };
}

/**
 * The policy for NOAA storm-data files: one configured NOAA origin only (NCEI for the archive,
 * SPC for the daily job; its fake on loopback in tests).
 */
export function noaaFetchPolicy(
  config: Pick<Config, 'nodeEnv' | 'hailArchive'>,
  source: 'ncei' | 'spc',
  resolve: Resolver = systemResolver,
): FetchPolicy {
  const origin = new URL(
    source === 'ncei' ? config.hailArchive.nceiBaseUrl : config.hailArchive.spcBaseUrl,
  );
  return {
    localOrigins: config.nodeEnv === 'production' ? [] : [origin.origin],
    allowedHosts: [origin.hostname],
    resolve,
    maxRedirects: 3,
    maxBytes: config.hailArchive.maxImportBytes,
    timeoutMs: config.hailArchive.fetchTimeoutMs,
  };
}
