import { Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import {
  type FetchPolicy,
  type Resolver,
  systemResolver,
} from '../../../server/security/fetch-policy';
import { guardedFetch, RefusedUrlError } from '../../../server/security/guarded-fetch';
import {
  hostileUrls,
  IPV4_COMPATIBLE_HOSTS,
  startLocalServer,
  startRedirector,
} from '../../helpers/hostile-urls';

const target = await startLocalServer();
const redirector = await startRedirector();
const media = await startLocalServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'audio/wav' }).end(Buffer.alloc(1000, 7));
});
const big = await startLocalServer((req, res) => {
  // Chunked (no content-length) when asked, so only the counted bytes can stop it.
  if (req.url === '/chunked') {
    res.writeHead(200, { 'content-type': 'audio/wav' });
    for (let i = 0; i < 20; i++) res.write(Buffer.alloc(1000));
    return void res.end();
  }
  res.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000));
});
const silent = await startLocalServer(() => {});

const localOrigins = [redirector.url, media.url, big.url, silent.url].map((u) => new URL(u).origin);
const policy = (overrides: Partial<FetchPolicy> = {}): FetchPolicy => ({
  localOrigins,
  allowedHosts: [],
  resolve: systemResolver,
  maxRedirects: 3,
  maxBytes: 2000,
  timeoutMs: 10_000,
  ...overrides,
});
const via = (url: string) => `${redirector.url}/to?url=${encodeURIComponent(url)}`;

async function refusal(url: string, p = policy()): Promise<string> {
  const error = await guardedFetch(url, p).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RefusedUrlError);
  return (error as RefusedUrlError).reason;
}

async function text(url: string, p = policy()): Promise<string> {
  const response = await guardedFetch(url, p);
  const chunks: Buffer[] = [];
  for await (const chunk of response.body) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

describe('the guarded fetch', () => {
  it.each(hostileUrls(target.port))('refuses %s and sends it nothing', async (_name, url) => {
    expect(await refusal(url)).toMatch(/^(address|scheme|invalid-url)$/);
    expect(target.hits()).toBe(0);
  });

  it.each(hostileUrls(target.port).filter(([name]) => !/not a URL/.test(name)))(
    'refuses a redirect to %s and sends it nothing',
    async (_name, url) => {
      expect(await refusal(via(url))).toMatch(/^(address|scheme|invalid-url)$/);
      expect(target.hits()).toBe(0);
    },
  );

  it('refuses IPv4-compatible IPv6 and the other IPv4-carrying forms without opening a socket', async () => {
    // This host has no route to ::/96, so only a spy on connect shows nothing was attempted.
    const connect = vi.spyOn(Socket.prototype, 'connect');
    const carriers = [
      ...IPV4_COMPATIBLE_HOSTS,
      '[2002:7f00:1::]', // 6to4 of 127.0.0.1
      '[2001::1]', // Teredo
      '[64:ff9b::a9fe:a9fe]', // NAT64 of 169.254.169.254
    ];
    try {
      for (const host of carriers) {
        const url = `https://${host}:${target.port}/secret`;
        expect([host, await refusal(url)]).toEqual([host, 'address']);
      }
      expect(connect).not.toHaveBeenCalled();
    } finally {
      connect.mockRestore();
    }
    expect(target.hits()).toBe(0);
  });

  it('refuses a name resolving to IPv4-compatible IPv6 at lookup, before any connection attempt', async () => {
    // A connection attempt to ::/96 fails here with EHOSTUNREACH; the lookup's refusal comes first.
    const compatible: Resolver = async () => [{ address: '::a9fe:a9fe', family: 6 }];
    const url = 'https://compatible.example.com/latest/meta-data/';
    expect(await refusal(url, policy({ resolve: compatible }))).toBe('address');
  });

  it('checks the address a name resolves to when it connects (DNS rebinding cannot pass)', async () => {
    const asked: string[] = [];
    const rebinding: Resolver = async (hostname) => {
      asked.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const url = `https://recordings.example.com:${target.port}/x.wav`;
    expect(await refusal(url, policy({ resolve: rebinding }))).toBe('address');
    // Loopback first: were the check ever lost, the connection would stay on this machine.
    const mixed: Resolver = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '93.184.215.14', family: 4 },
    ];
    expect(await refusal(url, policy({ resolve: mixed }))).toBe('address');
    expect(asked).toEqual(['recordings.example.com']);
    expect(target.hits()).toBe(0);
  });

  it('refuses plain http and hosts off the allow-list before resolving anything', async () => {
    let resolved = 0;
    const counting: Resolver = async (hostname) => {
      resolved += 1;
      return systemResolver(hostname);
    };
    expect(await refusal('http://media.example.com/a.wav', policy({ resolve: counting }))).toBe(
      'scheme',
    );
    const listed = policy({ resolve: counting, allowedHosts: ['media.example.com'] });
    expect(await refusal('https://elsewhere.example.com/a.wav', listed)).toBe('host');
    expect(await refusal('https://user:pw@media.example.com/a.wav', listed)).toBe('invalid-url');
    expect(resolved).toBe(0);
  });

  it('follows at most three redirects, each re-checked', async () => {
    const hops = (n: number) => {
      let url = `${media.url}/a.wav`;
      for (let i = 0; i < n; i++) url = via(url);
      return url;
    };
    expect(await text(hops(3))).toHaveLength(1000);
    expect(await refusal(hops(4))).toBe('too-many-redirects');
  });

  it('fetches an allowed origin, and caps the body by its declared and its counted size', async () => {
    expect(await text(`${media.url}/a.wav`)).toBe(Buffer.alloc(1000, 7).toString());
    expect(await refusal(`${big.url}/declared`)).toBe('too-large');
    await expect(text(`${big.url}/chunked`)).rejects.toMatchObject({ reason: 'too-large' });
  });

  it('gives up on a host that never answers, within its time cap', async () => {
    await expect(guardedFetch(`${silent.url}/x`, policy({ timeoutMs: 300 }))).rejects.toThrow(
      /aborted|timeout/i,
    );
    expect(silent.hits()).toBe(1);
  });

  it('outside the configured origins, a loopback address is never reachable, even outside production', async () => {
    expect(await refusal(`${target.url}/secret`, policy({ localOrigins: [] }))).toBe('scheme');
    expect(await refusal(`https://127.0.0.1:${target.port}/`, policy())).toBe('address');
    expect(target.hits()).toBe(0);
  });
});
