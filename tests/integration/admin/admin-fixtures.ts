import type { TestContext } from '../../helpers/test-context';

/** The smallest files each audio format's sniffing accepts (a header and some silence). */
export const MP3_BYTES = Buffer.concat([
  Buffer.from('ID3\x04\x00\x00', 'latin1'),
  Buffer.alloc(64),
]);
export const WAV_BYTES = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from('WAVEfmt ', 'latin1'),
  Buffer.alloc(64),
]);

/** Uploads a demo call as the admin page does: raw audio body, details in the query string. */
export function uploadDemoCall(
  url: string,
  cookie: string | undefined,
  options: {
    title?: string;
    description?: string;
    displayOrder?: string;
    contentType?: string;
    body?: Buffer;
    headers?: Record<string, string>;
  } = {},
) {
  const query = new URLSearchParams({
    title: options.title ?? 'Storm follow-up call',
    description: options.description ?? 'A homeowner books an inspection.',
    displayOrder: options.displayOrder ?? '1',
  });
  return fetch(`${url}/api/admin/demo-calls?${query}`, {
    method: 'POST',
    headers: {
      'content-type': options.contentType ?? 'audio/mpeg',
      'x-requested-with': 'StormDialer',
      ...(cookie ? { cookie } : {}),
      ...options.headers,
    },
    body: new Uint8Array(options.body ?? MP3_BYTES),
  });
}

export async function demoCallRow(ctx: TestContext, id: string) {
  return ctx.db
    .selectFrom('demo_calls')
    .select(['title', 'description', 'file_url', 'display_order', 'audio', 'audio_content_type'])
    .where('id', '=', id)
    .executeTakeFirst();
}
