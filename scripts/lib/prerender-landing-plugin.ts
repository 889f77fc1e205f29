import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { LANDING_BOOT_SCRIPT } from '../../shared/landing/landing-boot-script.ts';

/** The file the API serves for `/` (server/app.ts); every other page gets index.html. */
export const LANDING_HTML = 'landing.html';

const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

/** index.html with its stylesheet inlined, so the first paint waits for no other request. */
function inlineStylesheet(index: string, outDir: string): string {
  const link = STYLESHEET.exec(index);
  if (!link) throw new Error('index.html links no stylesheet (vite changed its tag?)');
  const css = readFileSync(path.join(outDir, link[1]!), 'utf8');
  return index.replace(link[0], () => `<style>${css}</style>`);
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html's entry script and module preloads replaced by the boot script at the end of the
 * body, which loads them once the page has painted (shared/landing/landing-boot-script.ts).
 */
function bootAfterFirstPaint(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('index.html has no module entry script (vite changed its tag?)');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]!);
  const boot = `<script data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${LANDING_BOOT_SCRIPT}</script>`;
  return html
    .replace(entry[0], '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${boot}</body>`);
}

/**
 * After the client build, renders the landing page to HTML (client/prerender-landing.tsx) and
 * writes the built index.html with it inside #root, its stylesheet inline and its scripts loaded
 * after the first paint as landing.html: `/` paints its content when the HTML has arrived, not
 * after the entry and landing chunks have run.
 */
export function prerenderLanding(clientRoot: string): Plugin {
  return {
    name: 'stormdialer:prerender-landing',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir!;
      const ssr = await createServer({
        configFile: false,
        root: clientRoot,
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding } = (await ssr.ssrLoadModule('/prerender-landing.tsx')) as {
          renderLanding(): Promise<string>;
        };
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!index.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
        const rendered = await renderLanding();
        const html = bootAfterFirstPaint(inlineStylesheet(index, outDir)).replace(
          EMPTY_ROOT,
          () => `<div id="root">${rendered}</div>`,
        );
        writeFileSync(path.join(outDir, LANDING_HTML), html);
      } finally {
        await ssr.close();
      }
    },
  };
}
