import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { storeSecret } from '../../../server/modules/api-keys/api-keys.service';
import { startRetellFake } from '../../fakes/retell-fake';
import { FAKE_CLIP } from '../../fakes/retell-fake-data';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { hostileUrls, startLocalServer } from '../../helpers/hostile-urls';
import { routeError } from '../../helpers/route-errors';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { insertCall } from './call-log-fixtures';

const KEY = 'retell-recording-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
// Stands in for a provider's media host at a configured provider origin (CALCOM_BASE_URL here):
// redirects, a failing path and a page that is not audio.
const provider = await startLocalServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://local');
  if (url.pathname === '/to') {
    return void res.writeHead(302, { location: url.searchParams.get('url') ?? '/' }).end();
  }
  if (url.pathname === '/page.html') {
    return void res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>admin</h1>');
  }
  res.writeHead(500).end('no');
});
// What no recording fetch may ever reach.
const target = await startLocalServer();

const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  RETELL_MAX_RETRIES: '0',
  CALCOM_BASE_URL: provider.url,
});
const { url } = await startTestServer(ctx);
const owner = await signedInUser(ctx);
await storeSecret(ctx, owner.user, 'retell', KEY, { status: 'valid', message: null });

/** A Retell call of the account; the webhook stored `storedUrl`, Retell now reports `providerUrl`. */
async function retellCall(providerUrl: string | null, storedUrl = `${target.url}/stored.wav`) {
  const providerCallId = `call_${randomUUID().replaceAll('-', '')}`;
  fake.calls.set(providerCallId, { call_id: providerCallId, recording_url: providerUrl });
  return insertCall(ctx, owner.user.accountId, {
    outcome: 'Completed',
    provider: 'retell',
    providerCallId,
    recordingUrl: storedUrl,
  });
}

const recording = (callId: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/calls/${callId}/recording`, {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

describe('GET /api/calls/:id/recording', () => {
  it('streams the recording Retell reports now, with ranges, never the address a webhook stored', async () => {
    const callId = await retellCall(`${fake.url}/recordings/call.wav`);
    const whole = await recording(callId, owner.cookie);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(FAKE_CLIP);

    const part = await recording(callId, owner.cookie, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${FAKE_CLIP.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(FAKE_CLIP.subarray(10, 20));
    expect(target.hits()).toBe(0);
  });

  it('answers only the signed-in account that owns the call', async () => {
    const other = await signedInUser(ctx, 'other');
    const callId = await retellCall(`${fake.url}/recordings/call.wav`);
    expect((await recording(callId)).status).toBe(401);
    const intruder = await recording(callId, other.cookie);
    expect(intruder.status).toBe(404);
    expect((await intruder.json()).error.message).toBe('This call has no recording');
    expect((await recording('not-a-uuid', owner.cookie)).status).toBe(404);
  });

  it.each([
    ...hostileUrls(target.port),
    ...hostileUrls(target.port)
      .filter(([name]) => name !== 'not a URL')
      .map(([name, to]): [string, string] => [
        `a redirect to ${name}`,
        `${provider.url}/to?url=${encodeURIComponent(to)}`,
      ]),
  ])('refuses a recording at %s and fetches nothing from it', async (_name, hostile) => {
    const callId = await retellCall(hostile);
    const refused = await recording(callId, owner.cookie);
    expect(refused.status).toBe(403);
    expect(await routeError(refused)).toEqual({
      code: 'FORBIDDEN',
      message: 'This recording is kept at an address the server may not fetch.',
    });
    expect(target.hits()).toBe(0);
  });

  it('says so when there is no recording, the host fails or answers with something not audio', async () => {
    const none = await insertCall(ctx, owner.user.accountId, { outcome: 'Completed' });
    expect((await recording(none, owner.cookie)).status).toBe(404);
    const gone = await retellCall(null);
    expect((await recording(gone, owner.cookie)).status).toBe(404);
    for (const path of ['/broken.wav', '/page.html']) {
      const failed = await recording(await retellCall(`${provider.url}${path}`), owner.cookie);
      expect(failed.status).toBe(502);
      expect((await failed.json()).error.message).toBe(
        'The recording could not be loaded. Please try again.',
      );
    }
  });
});
