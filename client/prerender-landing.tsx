import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { AppRoot } from './app-root';

/**
 * The landing page's HTML, rendered at build time (scripts/lib/prerender-landing-plugin.ts) with
 * its lazy chunk resolved, for the browser to paint before the JavaScript arrives and hydrate.
 */
export async function renderLanding(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath="/">
      <AppRoot />
    </Router>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
