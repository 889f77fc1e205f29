import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { prerenderLanding } from './scripts/lib/prerender-landing-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
// xfwd: the api sees the browser's address (rate limits, the loopback-only /dev/mailbox).
const apiProxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/trpc', '/api', '/healthz', '/readyz', '/dev/mailbox'].map((prefix) => [
    prefix,
    { target: apiTarget, xfwd: true },
  ]),
);

const clientRoot = fileURLToPath(new URL('./client', import.meta.url));

export default defineConfig({
  root: clientRoot,
  plugins: [react(), tailwindcss(), prerenderLanding(clientRoot)],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page loads (the bundle bench and the landing e2e).
    manifest: true,
    // Every browser we support preloads modules natively: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
