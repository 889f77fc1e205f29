import { addressAllowed, ipLiteralOf } from './address-policy';
import type { FetchPolicy } from './fetch-policy';

export type EndpointVerdict = 'public' | 'invalid-url' | 'scheme' | 'address' | 'unresolvable';

/**
 * Whether a URL a user gives for a provider to call (a custom function) follows the guarded
 * fetch's rules before anything is sent: https (http only to a configured local origin outside
 * production), no credentials, and every address its host resolves to public. The guarded fetch
 * checks again when it connects, so a later DNS change cannot pass either.
 */
export async function checkPublicEndpoint(
  raw: string,
  policy: Pick<FetchPolicy, 'localOrigins' | 'resolve'>,
): Promise<EndpointVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid-url';
  }
  const local = policy.localOrigins.includes(url.origin);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return 'scheme';
  if (url.username || url.password) return 'invalid-url';
  const literal = ipLiteralOf(url.hostname);
  if (literal) return addressAllowed(literal, local) ? 'public' : 'address';
  const addresses = await policy.resolve(url.hostname).catch(() => []);
  if (addresses.length === 0) return 'unresolvable';
  return addresses.every((a) => addressAllowed(a.address, local)) ? 'public' : 'address';
}
