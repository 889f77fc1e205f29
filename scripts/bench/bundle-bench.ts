import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { BenchResult } from './benchmarks';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * Each route's modules (the landing page as client/app.tsx lazy-loads it, every other page under
 * the app shell as client/routes.ts does) and its JavaScript budget in gzip KiB (issue 32).
 */
const ROUTES = [
  { route: '/', module: ['pages/landing/landing-page.tsx'], budgetKb: 100 },
  {
    route: '/auth/signin',
    // The plain tRPC client, no hooks (client/routes.ts: `trpcHooks: false`).
    module: ['app-shell.tsx', 'pages/auth/sign-in-page.tsx'],
    budgetKb: 120,
  },
  {
    route: '/dashboard',
    module: [
      'app-shell.tsx',
      'components/layout/dashboard-routes.tsx',
      'pages/upload-contacts/upload-contacts-page.tsx',
      'lib/trpc-provider.tsx',
    ],
    budgetKb: 170,
  },
] as const;

const ENTRY = 'index.html';

/** The files a route downloads before it shows: the entry, the page's chunks and their static imports. */
export function routeFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key} is not in the build manifest (renamed? update bundle-bench.ts)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [ENTRY, ...modules]) visit(key);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

const kb = (bytes: number) => bytes / 1024;

/** Builds the client into a scratch folder and sums each route's JavaScript, raw and gzipped. */
export async function bundleBench(): Promise<BenchResult> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'sd-bundle-'));
  try {
    await build({
      configFile: path.resolve('vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    const rows = ROUTES.map(({ route, module, budgetKb }) => {
      const files = routeFiles(manifest, module);
      let raw = 0;
      let gzip = 0;
      for (const file of files) {
        const body = readFileSync(path.join(outDir, file));
        raw += body.length;
        gzip += gzipSync(body).length;
      }
      const over = budgetKb !== null && kb(gzip) > budgetKb;
      return { route, files: files.length, raw: kb(raw), gzip: kb(gzip), budgetKb, over };
    });
    const table = [
      '| route | JS files | raw KB | gzip KB | budget (gzip KB) | verdict |',
      '|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| \`${r.route}\` | ${r.files} | ${r.raw.toFixed(1)} | ${r.gzip.toFixed(1)} | ${r.budgetKb ?? '–'} | ${
            r.budgetKb === null ? 'no budget' : r.over ? '**OVER BUDGET**' : 'within budget'
          } |`,
      ),
    ].join('\n');
    const over = rows.filter((r) => r.over);
    return {
      title: 'JavaScript per route',
      body: [
        'The production build (`vite build`) with its manifest: a route downloads the entry chunk, its',
        "page's chunk and their static imports, gzipped at zlib's default level as the api's",
        '`compression` serves them.',
        'Every route but `/` also counts the app shell (providers, session, tRPC client) and, but',
        'for sign-in (plain client), the tRPC hooks chunk its page loads beside it; `/` loads neither',
        '(client/app.tsx). Sign-in loads its form schema (zod) after it shows, so it is not counted.',
        'CSS and lazily loaded chunks (a dialog opened later, the CSV preview worker) are not counted.',
        'Fonts: the system font stack; nothing is fetched from another host before first paint.',
        'Before route splitting every route loaded one 641 KB file (194 KB gzip).',
        '',
        table,
      ].join('\n'),
      headline: `${rows.map((r) => `${r.route} ${r.gzip.toFixed(1)} KB`).join(', ')}${
        over.length ? ` — over budget: ${over.map((r) => r.route).join(', ')}` : ''
      }`,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
