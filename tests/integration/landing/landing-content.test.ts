import { beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { Browser } from '../auth/auth-browser';

const ctx = await createTestContext({
  DISCOVERY_CALL_URL: 'https://cal.example.com/storm/discovery-call',
  CALCOM_EMBED_SCRIPT_URL: 'https://embed.example.net/embed/embed.js',
  // The Calendar page's Cal.com tab frames the account's public booking page from this host.
  CALCOM_EMBED_URL: 'https://cal.example.com',
});
const { url } = await startTestServer(ctx);
const visitor = () => new Browser(url);

const CLIP = Buffer.from('RIFF0000WAVEfmt demo-call-bytes', 'utf8');

async function insertDemoCall(row: {
  title: string;
  display_order: number;
  audio?: Buffer;
  audio_content_type?: string;
}) {
  const { id } = await ctx.db
    .insertInto('demo_calls')
    .values({ description: null, file_url: '/placeholder.mp3', ...row })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('landing page reads (signed out)', () => {
  beforeEach(async () => {
    await ctx.db.deleteFrom('demo_calls').execute();
  });

  it('lists demo calls by display_order, and none as an empty list', async () => {
    expect((await visitor().query('landing.demoCalls')).data).toEqual([]);
    await insertDemoCall({ title: 'Second', display_order: 2 });
    await insertDemoCall({ title: 'First', display_order: 1 });
    const { data } =
      await visitor().query<{ title: string; fileUrl: string }[]>('landing.demoCalls');
    expect(data?.map((call) => call.title)).toEqual(['First', 'Second']);
    expect(data?.[0]).toEqual({
      id: expect.any(String),
      title: 'First',
      description: null,
      fileUrl: '/placeholder.mp3',
    });
  });

  it('lists the three seeded testimonials, each marked as an example', async () => {
    const { data } =
      await visitor().query<{ isExample: boolean; name: string }[]>('landing.testimonials');
    expect(data).toHaveLength(3);
    expect(data?.every((t) => t.isExample)).toBe(true);
    expect(data?.map((t) => t.name)).toEqual(['Sales manager', 'Owner', 'Operations lead']);
  });

  it('gives the booking page and the embed settings from config', async () => {
    expect((await visitor().query('landing.config')).data).toEqual({
      discoveryCallUrl: 'https://cal.example.com/storm/discovery-call',
      calEmbed: {
        scriptUrl: 'https://embed.example.net/embed/embed.js',
        origin: 'https://cal.example.com',
        calLink: 'storm/discovery-call',
      },
    });
  });

  it('allows the embed script and its booking frame in the CSP, and nothing else outside', async () => {
    const csp = (await fetch(`${url}/`)).headers.get('content-security-policy') ?? '';
    // Besides the embed: the hash of the landing page's one inline script (web-hardening test).
    expect(csp).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' https:\/\/embed\.example\.net;/,
    );
    expect(csp).toContain('frame-src https://cal.example.com https://embed.example.net;');
    expect(csp.match(/https:\/\/cal\.com/)).toBeNull();
    expect(csp).toContain("media-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe("the hero's social proof", () => {
  it('is empty on a fresh install; an admin sets it, everyone reads it, and empty removes it', async () => {
    expect((await visitor().query('landing.socialProof')).data).toBe('');
    const admin = await signedInUser(ctx, 'proof-admin', { isAdmin: true });
    expect(
      await admin.caller.admin.setSocialProof({ socialProof: '  Trusted by 40 roofers in Texas ' }),
    ).toEqual({ socialProof: 'Trusted by 40 roofers in Texas' });
    expect((await visitor().query('landing.socialProof')).data).toBe(
      'Trusted by 40 roofers in Texas',
    );
    const tooLong = await rejection(
      admin.caller.admin.setSocialProof({ socialProof: 'x'.repeat(81) }),
    );
    expect(tooLong.message).toContain('"message": "Must be at most 80 characters"');
    expect(await admin.caller.admin.setSocialProof({ socialProof: '' })).toEqual({
      socialProof: '',
    });
    expect((await visitor().query('landing.socialProof')).data).toBe('');
  });
});

describe('GET /api/demo-calls/:id/audio', () => {
  it('serves an uploaded recording with its content type, whole or by range', async () => {
    const id = await insertDemoCall({
      title: 'Storm follow-up',
      display_order: 1,
      audio: CLIP,
      audio_content_type: 'audio/wav',
    });
    const whole = await fetch(`${url}/api/demo-calls/${id}/audio`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(CLIP);

    const part = await fetch(`${url}/api/demo-calls/${id}/audio`, {
      headers: { range: 'bytes=4-7' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${CLIP.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('0000');

    const beyond = await fetch(`${url}/api/demo-calls/${id}/audio`, {
      headers: { range: `bytes=${CLIP.length}-` },
    });
    expect(beyond.status).toBe(416);
  });

  it('never serves a stored non-audio type as such', async () => {
    const id = await insertDemoCall({
      title: 'Odd upload',
      display_order: 1,
      audio: Buffer.from('<script>alert(1)</script>'),
      audio_content_type: 'text/html',
    });
    const response = await fetch(`${url}/api/demo-calls/${id}/audio`);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('answers 404 for an unknown id, a row without audio and a malformed id', async () => {
    const withoutAudio = await insertDemoCall({ title: 'Linked clip', display_order: 1 });
    for (const id of [crypto.randomUUID(), withoutAudio, 'not-a-uuid']) {
      const response = await fetch(`${url}/api/demo-calls/${id}/audio`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Demo call recording not found' });
    }
  });
});
