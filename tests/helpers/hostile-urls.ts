import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A local HTTP server on both loopbacks (127.0.0.1 and ::1) that counts the connections it saw
 * (a TLS hello to it counts too, though it never becomes a request).
 */
export async function startLocalServer(handler: Handler = (_req, res) => res.end('secret')) {
  let hits = 0;
  const server = createServer(handler);
  server.on('connection', () => {
    hits += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  const port = (server.address() as AddressInfo).port;
  return { port, url: `http://127.0.0.1:${port}`, hits: () => hits };
}

/** A server whose `/to?url=…` answers a 302 to that URL (on an origin the guard allows). */
export async function startRedirector() {
  return startLocalServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://local').searchParams.get('url') ?? '/';
    res.writeHead(302, { location: target }).end();
  });
}

/**
 * IPv4-compatible IPv6 (`::/96`, deprecated): the URL parser keeps them as IPv6 (`::7f00:1`), so
 * only a rule for the range refuses the loopback, private and metadata addresses they carry.
 */
export const IPV4_COMPATIBLE_HOSTS = ['[::127.0.0.1]', '[::10.0.0.1]', '[::a9fe:a9fe]'] as const;

/** Addresses the guarded fetch must never reach, each aimed at a local server's port. */
export function hostileUrls(port: number): [string, string][] {
  return [
    ['loopback over http', `http://127.0.0.1:${port}/secret`],
    ['loopback over https', `https://127.0.0.1:${port}/secret`],
    ['IPv6 loopback', `https://[::1]:${port}/secret`],
    ['hexadecimal loopback', `https://0x7f000001:${port}/secret`],
    ['decimal loopback', `https://2130706433:${port}/secret`],
    ['IPv4-mapped loopback', `https://[::ffff:127.0.0.1]:${port}/secret`],
    ['a name resolving to loopback', `https://localhost:${port}/secret`],
    ['unspecified address', `https://0.0.0.0:${port}/secret`],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data/'],
    ['private network', 'https://10.0.0.1/secret'],
    ['carrier-grade NAT', 'https://100.64.0.1/secret'],
    ['IPv6 unique-local', 'https://[fd00::1]/secret'],
    ['IPv4-compatible loopback', `https://[::127.0.0.1]:${port}/secret`],
    ['IPv4-compatible private network', 'https://[::10.0.0.1]/secret'],
    ['IPv4-compatible cloud metadata', 'https://[::a9fe:a9fe]/latest/meta-data/'],
    ['multicast', 'https://224.0.0.1/secret'],
    ['not a URL', 'not a url'],
    ['file scheme', 'file:///etc/passwd'],
  ];
}
