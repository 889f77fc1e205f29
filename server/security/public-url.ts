import { isIP } from 'node:net';

const PRIVATE_V4 = [
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^0\./,
];
const LOCAL_NAMES = /(^localhost$|\.localhost$|\.local$|\.internal$|\.lan$|\.home$|\.test$)/i;

/**
 * Whether an outside service could reach this URL: not a loopback, private or link-local address,
 * and not a name that only resolves on a local network. (A name may still be firewalled; the
 * CALCOM_WEBHOOKS setting overrides this guess.)
 */
export function isPubliclyReachable(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) === 4) return !PRIVATE_V4.some((range) => range.test(host));
  if (isIP(host) === 6) return !/^(::1?$|fe80:|fc|fd)/i.test(host);
  return host.includes('.') && !LOCAL_NAMES.test(host);
}
