import ipaddr from 'ipaddr.js';

/** IPv4-compatible IPv6 (deprecated by RFC 4291), which ipaddr.js calls `unicast`. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/**
 * Whether a connection to this resolved address may be made. Only addresses ipaddr.js classifies
 * as `unicast` (public) pass, except `::/96`; IPv4-mapped IPv6 is judged as the IPv4 it carries.
 * Loopback passes only when the caller allows it (a configured provider origin outside production).
 */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast') return !(parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE));
  return allowLoopback && range === 'loopback';
}

/** The address inside a URL hostname when it is an IP literal (`[::1]` → `::1`), else null. */
export function ipLiteralOf(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(bare) ? bare : null;
}
