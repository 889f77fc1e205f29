import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { insertCall } from './call-log-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

// A recording host: serves fixed bytes (honouring a Range) and fails on /broken.
const AUDIO = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
const media = createServer((req, res) => {
  if (req.url === '/broken') return void res.writeHead(500).end('no');
  const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
  if (range) {
    const [start, end] = [Number(range[1]), Number(range[2])];
    res.writeHead(206, {
      'content-type': 'audio/wav',
      'content-range': `bytes ${start}-${end}/${AUDIO.length}`,
      'accept-ranges': 'bytes',
      'content-length': String(end - start + 1),
    });
    return void res.end(AUDIO.subarray(start, end + 1));
  }
  res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(AUDIO.length) });
  res.end(AUDIO);
});
await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
const mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => media.close(resolve)));

const recording = (callId: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/calls/${callId}/recording`, {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

describe('GET /api/calls/:id/recording', () => {
  it('streams the provider recording from our own origin, with ranges for seeking', async () => {
    const { user, cookie } = await signedInUser(ctx);
    const callId = await insertCall(ctx, user.accountId, {
      outcome: 'Completed',
      recordingUrl: `${mediaUrl}/call.wav`,
    });
    const whole = await recording(callId, cookie);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(AUDIO);

    const part = await recording(callId, cookie, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${AUDIO.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(AUDIO.subarray(100, 200));
  });

  it('answers only the signed-in account that owns the call', async () => {
    const { user, cookie } = await signedInUser(ctx);
    const other = await signedInUser(ctx, 'other');
    const callId = await insertCall(ctx, user.accountId, {
      outcome: 'Completed',
      recordingUrl: `${mediaUrl}/call.wav`,
    });
    expect((await recording(callId)).status).toBe(401);
    const intruder = await recording(callId, other.cookie);
    expect(intruder.status).toBe(404);
    expect((await intruder.json()).error.message).toBe('This call has no recording');
    expect((await recording('not-a-uuid', cookie)).status).toBe(404);
  });

  it('says so when there is no recording or the host fails', async () => {
    const { user, cookie } = await signedInUser(ctx);
    const none = await insertCall(ctx, user.accountId, { outcome: 'Completed' });
    expect((await recording(none, cookie)).status).toBe(404);
    const broken = await insertCall(ctx, user.accountId, {
      outcome: 'Completed',
      recordingUrl: `${mediaUrl}/broken`,
    });
    const failed = await recording(broken, cookie);
    expect(failed.status).toBe(502);
    expect((await failed.json()).error.message).toBe(
      'The recording could not be loaded. Please try again.',
    );
  });
});
