import ipaddr from 'ipaddr.js';

/**
 * Whether a connection to this resolved address may be made. Only addresses ipaddr.js classifies
 * as `unicast` (public) pass; IPv4-mapped IPv6 is judged as the IPv4 it carries. Loopback passes
 * only when the caller allows it (a configured provider origin outside production).
 */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/** The address inside a URL hostname when it is an IP literal (`[::1]` → `::1`), else null. */
export function ipLiteralOf(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(bare) ? bare : null;
}
