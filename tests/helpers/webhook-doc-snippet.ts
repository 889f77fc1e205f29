import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Verify = (header: string, rawBody: string, secret: string, nowSeconds?: number) => boolean;

/** The verification snippet of docs/webhooks.md, loaded as written (the first ```js block). */
export async function documentedVerifier(): Promise<Verify> {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/webhooks.md'), 'utf8');
  const code = /```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!code) throw new Error('docs/webhooks.md has no ```js snippet');
  const file = join(tmpdir(), `webhook-snippet-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, code);
  const module = (await import(pathToFileURL(file).href)) as { verifyStormDialerSignature: Verify };
  return module.verifyStormDialerSignature;
}
