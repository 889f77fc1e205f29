import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { createHttpServer } from '../../server/http-server';
import type { ServiceUrls } from '../lib/service-urls';
import { createBenchInfra } from './bench-env';
import type { BenchResult } from './benchmarks';
import { lcpReport } from './lcp-bench-report';
import { launchChromium, measurePaint, type Paint, visibleText } from './lcp-browser';

const BUILT = path.resolve('dist/client');

/** The client `npx vite build` left in dist/client, or a scratch build when there is none. */
async function clientBuild(): Promise<{ dir: string; built: boolean; dispose(): void }> {
  if (existsSync(path.join(BUILT, 'index.html'))) {
    return { dir: BUILT, built: false, dispose: () => {} };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sd-lcp-'));
  await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true },
  });
  return { dir, built: true, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

async function listen(server: http.Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The landing page's visible text as plain paragraphs: no CSS, no script, nothing to fetch. */
export function barePage(lines: string[]): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    '<title>StormDialer</title></head><body>',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!;

/** Each time's median over the runs, and the LCP element the median-LCP run reported. */
function medianPaint(runs: Paint[]): Paint {
  const lcp = median(runs.map((p) => p.lcp));
  return {
    fcp: median(runs.map((p) => p.fcp)),
    lcp,
    scriptsDone: median(runs.map((p) => p.scriptsDone)),
    element: runs.find((p) => p.lcp === lcp)!.element,
  };
}

/**
 * `runs` cold loads of each page, interleaved (landing, bare, landing, bare…); the bare page holds
 * the text the landing page showed, read in a first (unmeasured) load that also warms the server.
 */
async function measureBoth(landingUrl: string, runs: number) {
  const browser = await launchChromium();
  const lines = await visibleText(browser, landingUrl).catch(async (error) => {
    await browser.close();
    throw error;
  });
  const html = barePage(lines);
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  try {
    const bareUrl = await listen(bare);
    const runsOf = { landing: [] as Paint[], bare: [] as Paint[] };
    for (let i = 0; i < runs; i++) {
      runsOf.landing.push(await measurePaint(browser, landingUrl));
      runsOf.bare.push(await measurePaint(browser, bareUrl));
    }
    return { ...runsOf, lines: lines.length, bytes: Buffer.byteLength(html) };
  } finally {
    bare.close();
    await browser.close();
  }
}

/** Landing `/` served by the real API (its built client) against a bare page of the same text. */
export async function lcpBench(services: ServiceUrls, quick: boolean): Promise<BenchResult> {
  const load = os.loadavg()[0]!;
  const client = await clientBuild();
  const infra = await createBenchInfra(services, { STATIC_DIR: client.dir, LOG_LEVEL: 'warn' });
  const server = createHttpServer(infra);
  try {
    const landingUrl = await listen(server);
    const runs = quick ? 1 : 3;
    const measured = await measureBoth(landingUrl, runs);
    const landing = medianPaint(measured.landing);
    const bare = medianPaint(measured.bare);
    return lcpReport({ load, runs, built: client.built, measured, landing, bare });
  } finally {
    server.closeAllConnections();
    server.close();
    await infra.dispose();
    client.dispose();
  }
}
