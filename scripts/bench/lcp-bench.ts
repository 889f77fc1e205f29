import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { build } from 'vite';
import type { ServiceUrls } from '../lib/service-urls';
import { createBenchInfra } from './bench-env';
import type { BenchResult } from './benchmarks';
import { lcpReport } from './lcp-bench-report';
import { landingTextAndHeaders, launchChromium, measurePaint, type Paint } from './lcp-browser';
import { startBenchChild } from './live-children';
import { median } from './stats';

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

/** A bench child serving the page, and its URL once it listens. */
async function serving(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = startBenchChild(script, args, env);
  const { port } = await child.next('listening');
  return { child, url: `http://127.0.0.1:${port}/` };
}

/**
 * `runs` cold loads of each page, interleaved (landing, bare, landing, bare…); the bare page holds
 * the text the landing page showed, read in a first (unmeasured) load that also warms the server.
 * Each server runs in its own process, so neither shares an event loop with the browser's driver.
 */
async function measureBoth(landingUrl: string, runs: number) {
  const browser = await launchChromium();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'sd-lcp-bare-'));
  let bare: Awaited<ReturnType<typeof serving>> | null = null;
  try {
    const { lines, headers } = await landingTextAndHeaders(browser, landingUrl);
    const html = barePage(lines);
    writeFileSync(path.join(scratch, 'bare.html'), html);
    writeFileSync(path.join(scratch, 'headers.json'), JSON.stringify(headers));
    const files = [path.join(scratch, 'bare.html'), path.join(scratch, 'headers.json')];
    bare = await serving('lcp-bare-process.ts', files, process.env);
    const runsOf = { landing: [] as Paint[], bare: [] as Paint[] };
    for (let i = 0; i < runs; i++) {
      runsOf.landing.push(await measurePaint(browser, landingUrl));
      runsOf.bare.push(await measurePaint(browser, bare.url));
    }
    return {
      ...runsOf,
      lines: lines.length,
      bytes: Buffer.byteLength(html),
      headers: Object.keys(headers),
    };
  } finally {
    await bare?.child.stop();
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Landing `/` served by the real API (its built client) against a bare page of the same text. */
export async function lcpBench(services: ServiceUrls, quick: boolean): Promise<BenchResult> {
  const load = os.loadavg()[0]!;
  const client = await clientBuild();
  const infra = await createBenchInfra(services, { STATIC_DIR: client.dir, LOG_LEVEL: 'warn' });
  try {
    const api = await serving('live-server-process.ts', [], { ...process.env, ...infra.env });
    try {
      // Nine cold loads a page: with three, the median moved between 1.8× and 3.9× from run to run.
      const runs = quick ? 1 : 9;
      const measured = await measureBoth(api.url, runs);
      const landing = medianPaint(measured.landing);
      const bare = medianPaint(measured.bare);
      return lcpReport({ load, runs, built: client.built, measured, landing, bare });
    } finally {
      await api.child.stop();
    }
  } finally {
    await infra.dispose();
    client.dispose();
  }
}
