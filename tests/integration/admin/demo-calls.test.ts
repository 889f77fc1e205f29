import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { demoCallRow, MP3_BYTES, uploadDemoCall, WAV_BYTES } from './admin-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const admin = await signedInUser(ctx, 'admin', { isAdmin: true });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { message: string } }).error.message;
}

describe('demo calls', () => {
  it('stores an uploaded recording in the row, played from the public audio route', async () => {
    const res = await uploadDemoCall(url, admin.cookie, {
      title: 'Hail follow-up',
      description: 'Books an inspection after a storm.',
      displayOrder: '3',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await demoCallRow(ctx, id);
    expect(row).toMatchObject({
      title: 'Hail follow-up',
      description: 'Books an inspection after a storm.',
      display_order: 3,
      file_url: `/api/demo-calls/${id}/audio`,
      audio_content_type: 'audio/mpeg',
    });
    expect(Buffer.compare(row!.audio!, MP3_BYTES)).toBe(0);
    const listed = await admin.caller.admin.demoCalls();
    expect(listed).toContainEqual({
      id,
      title: 'Hail follow-up',
      description: 'Books an inspection after a storm.',
      fileUrl: `/api/demo-calls/${id}/audio`,
      displayOrder: 3,
      audioContentType: 'audio/mpeg',
      audioBytes: MP3_BYTES.length,
    });
  });

  it('refuses a type we do not play, with the catalogued text', async () => {
    const res = await uploadDemoCall(url, admin.cookie, {
      contentType: 'application/pdf',
      body: Buffer.from('%PDF-1.7'),
    });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toBe('Audio must be an MP3, WAV, OGG, M4A or WebM file');
  });

  it('refuses a file whose bytes are not the audio type it claims', async () => {
    const res = await uploadDemoCall(url, admin.cookie, {
      contentType: 'audio/mpeg',
      body: Buffer.from('phone,first_name\n+12145550101,Ann\n'),
    });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toBe('Audio must be an MP3, WAV, OGG, M4A or WebM file');
    const wavAsMp3 = await uploadDemoCall(url, admin.cookie, { body: WAV_BYTES });
    expect(wavAsMp3.status).toBe(415);
  });

  it('refuses a recording over 10 MB without storing anything', async () => {
    const before = (await admin.caller.admin.demoCalls()).length;
    const big = Buffer.concat([MP3_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadDemoCall(url, admin.cookie, { body: big });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toBe('Audio must be at most 10 MB');
    expect(await admin.caller.admin.demoCalls()).toHaveLength(before);
  });

  it('refuses an empty upload and a missing title', async () => {
    const empty = await uploadDemoCall(url, admin.cookie, { body: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe('Choose an audio file to upload');
    const untitled = await uploadDemoCall(url, admin.cookie, { title: '  ' });
    expect(untitled.status).toBe(400);
    expect(await errorOf(untitled)).toBe('Title is required');
    const badOrder = await uploadDemoCall(url, admin.cookie, { displayOrder: 'first' });
    expect(badOrder.status).toBe(400);
    expect(await errorOf(badOrder)).toBe('Display order must be a whole number from 0 to 9999');
  });

  it('replaces a recording, edits the details and deletes the row', async () => {
    const created = await uploadDemoCall(url, admin.cookie);
    const { id } = (await created.json()) as { id: string };
    const replaced = await fetch(`${url}/api/admin/demo-calls/${id}/audio`, {
      method: 'PUT',
      headers: { cookie: admin.cookie, 'content-type': 'audio/wav', 'x-requested-with': 'x' },
      body: new Uint8Array(WAV_BYTES),
    });
    expect(replaced.status).toBe(200);
    expect((await demoCallRow(ctx, id))?.audio_content_type).toBe('audio/wav');

    await admin.caller.admin.updateDemoCall({
      id,
      title: 'Renamed',
      description: '',
      displayOrder: 0,
    });
    expect(await demoCallRow(ctx, id)).toMatchObject({
      title: 'Renamed',
      description: null,
      display_order: 0,
    });
    await admin.caller.admin.deleteDemoCall({ id });
    expect(await demoCallRow(ctx, id)).toBeUndefined();
    const gone = await rejection(admin.caller.admin.deleteDemoCall({ id }));
    expect(gone.code).toBe('NOT_FOUND');
    expect(gone.message).toBe('Demo call not found');
  });
});

describe('testimonials', () => {
  it('lists the seeded examples, then adds, edits and deletes one', async () => {
    const seeded = await admin.caller.admin.testimonials();
    expect(seeded).toHaveLength(3);
    expect(seeded.every((t) => t.isExample)).toBe(true);

    const { id } = await admin.caller.admin.addTestimonial({
      quote: 'Forty inspections booked the week after the storm.',
      name: 'Jordan Reyes',
      company: 'Reyes Roofing',
      isExample: false,
      displayOrder: 4,
    });
    await admin.caller.admin.updateTestimonial({
      id,
      quote: 'Fifty inspections booked.',
      name: 'Jordan Reyes',
      company: 'Reyes Roofing & Gutters',
      isExample: true,
      displayOrder: 0,
    });
    const row = await ctx.db
      .selectFrom('testimonials')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      quote: 'Fifty inspections booked.',
      company: 'Reyes Roofing & Gutters',
      is_example: true,
      display_order: 0,
    });
    await admin.caller.admin.deleteTestimonial({ id });
    expect(await admin.caller.admin.testimonials()).toHaveLength(3);
  });

  it('refuses an empty quote with the catalogued text', async () => {
    const error = await rejection(
      admin.caller.admin.addTestimonial({
        quote: ' ',
        name: 'Pat',
        company: 'Pat Roofing',
        isExample: false,
        displayOrder: 1,
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('Quote is required');
  });
});
