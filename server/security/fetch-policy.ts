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

/** Longest a "Test function" request waits, whatever the function's own timeout. */
const TEST_FUNCTION_MAX_WAIT_MS = 15_000;

/**
 * The policy for custom-function URLs: checked when saved, and for "Test function" requests
 * (POST, never redirected, 64 KB answer). Local fakes pass as for provider media.
 */
export function customFunctionPolicy(
  config: Pick<Config, 'nodeEnv' | 'retell' | 'calcom' | 'acculynx' | 'outboundFetch'>,
  timeoutMs: number,
  resolve: Resolver = systemResolver,
): FetchPolicy {
  return {
    ...mediaFetchPolicy(
      config,
      { maxBytes: 64 * 1024, timeoutMs: Math.min(timeoutMs, TEST_FUNCTION_MAX_WAIT_MS) },
      resolve,
    ),
    allowedHosts: [],
    maxRedirects: 0,
  };
}

/**
 * The policy for NOAA storm-data files: one configured NOAA origin only (NCEI for the archive,
 * SPC for the daily job, MRMS for radar hail swaths; its fake on loopback in tests).
 */
export function noaaFetchPolicy(
  config: Pick<Config, 'nodeEnv' | 'hailArchive'>,
  source: 'ncei' | 'spc' | 'mrms',
  resolve: Resolver = systemResolver,
): FetchPolicy {
  const { nceiBaseUrl, spcBaseUrl, mrmsBaseUrl } = config.hailArchive;
  const base = { ncei: nceiBaseUrl, spc: spcBaseUrl, mrms: mrmsBaseUrl }[source];
  if (base === null) throw new Error('MRMS_BASE_URL is not set: no MRMS origin may be fetched');
  const origin = new URL(base);
  return {
    localOrigins: config.nodeEnv === 'production' ? [] : [origin.origin],
    allowedHosts: [origin.hostname],
    resolve,
    maxRedirects: 3,
    maxBytes: config.hailArchive.maxImportBytes,
    timeoutMs: config.hailArchive.fetchTimeoutMs,
  };
}

/**
 * The policy for outbound webhooks: any public https host, POST never redirected, a small answer.
 * Outside production the configured local receivers (WEBHOOK_LOCAL_ORIGINS) pass over http.
 */
export function webhookFetchPolicy(
  config: Pick<Config, 'nodeEnv' | 'webhooks'>,
  resolve: Resolver = systemResolver,
): FetchPolicy {
  return {
    localOrigins: config.nodeEnv === 'production' ? [] : config.webhooks.localOrigins,
    allowedHosts: [],
    resolve,
    maxRedirects: 0,
    maxBytes: 16 * 1024,
    timeoutMs: config.webhooks.timeoutMs,
  };
}
