import { afterAll, describe, expect, it } from 'vitest';
import { startRetellFake } from '../../fakes/retell-fake';
import { FAKE_CLIP } from '../../fakes/retell-fake-data';
import { hostileUrls, startLocalServer } from '../../helpers/hostile-urls';
import { routeError } from '../../helpers/route-errors';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { Browser, signUpUser } from '../auth/auth-browser';
import { RETELL_KEY } from './agent-fixtures';

const fake = await startRetellFake([RETELL_KEY]);
afterAll(() => fake.close());
const target = await startLocalServer();
const ctx = await createTestContext({ RETELL_BASE_URL: fake.url, RETELL_MAX_RETRIES: '0' });
const { url } = await startTestServer(ctx);

async function signedIn(withKey: boolean): Promise<Browser> {
  const browser = new Browser(url);
  await signUpUser(browser);
  if (withKey) await browser.mutation('apiKeys.save', { provider: 'retell', key: RETELL_KEY });
  return browser;
}
const cookie = (b: Browser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('voices and previews', () => {
  it('matches the spec voices to Retell by name when the account has a key', async () => {
    const browser = await signedIn(true);
    const { data } = await browser.query<{
      source: string;
      editor: { id: string; name: string; hasPreview: boolean }[];
      import: { name: string; hasPreview: boolean }[];
    }>('agents.voices');
    expect(data?.source).toBe('retell');
    expect(data?.editor).toHaveLength(11);
    expect(data?.import).toHaveLength(20);
    expect(data?.editor[0]).toEqual({ id: '11labs-Aria', name: 'Aria', hasPreview: true });
    expect(data?.import.find((v) => v.name === 'Bill')?.hasPreview).toBe(false);
  });

  it('without a key lists the catalogue with no clips', async () => {
    const { data } = await (await signedIn(false)).query<{
      source: string;
      editor: { hasPreview: boolean }[];
    }>('agents.voices');
    expect(data?.source).toBe('catalogue');
    expect(data?.editor.every((v) => !v.hasPreview)).toBe(true);
  });

  it('streams a clip from our own origin to a signed-in user, and refuses everyone else', async () => {
    fake.previewUrls.clear();
    const browser = await signedIn(true);
    const ok = await fetch(`${url}/api/voices/11labs-Aria/preview`, {
      headers: { cookie: cookie(browser) },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(FAKE_CLIP);

    const none = await fetch(`${url}/api/voices/11labs-Bill/preview`, {
      headers: { cookie: cookie(browser) },
    });
    expect(none.status).toBe(404);
    expect(await routeError(none)).toEqual({
      code: 'NOT_FOUND',
      message: 'No preview available for this voice',
    });

    expect((await fetch(`${url}/api/voices/11labs-Aria/preview`)).status).toBe(401);
    const bad = await fetch(`${url}/api/voices/${encodeURIComponent('../x y')}/preview`, {
      headers: { cookie: cookie(browser) },
    });
    expect(bad.status).toBe(400);
  });
});

describe('voice preview addresses', () => {
  it.each(hostileUrls(target.port))(
    'refuses a clip listed at %s and fetches nothing from it',
    async (_name, hostile) => {
      // A fresh account per case: its voice list is fetched (not cached) with the new address.
      fake.previewUrls.set('Aria', hostile);
      const browser = await signedIn(true);
      const refused = await fetch(`${url}/api/voices/11labs-Aria/preview`, {
        headers: { cookie: cookie(browser) },
      });
      expect(refused.status).toBe(403);
      expect(await routeError(refused)).toEqual({
        code: 'FORBIDDEN',
        message: 'This preview is kept at an address the server may not fetch.',
      });
      expect(target.hits()).toBe(0);
    },
  );
});
