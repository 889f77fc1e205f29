import { ADMIN_MESSAGES } from './admin-messages';

/** Largest demo-call recording we store (it lives in the database row). */
export const MAX_DEMO_AUDIO_BYTES = 10 * 1024 * 1024;

/** The audio formats a browser's <audio> plays, by the content type a browser sends. */
export const DEMO_AUDIO_TYPES = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/x-m4a': 'mp4',
  'audio/m4a': 'mp4',
  'audio/webm': 'webm',
} as const;

type AudioFormat = (typeof DEMO_AUDIO_TYPES)[keyof typeof DEMO_AUDIO_TYPES];

/** What the file's first bytes say it is (a renamed text file is not audio). */
export function sniffAudioFormat(head: Uint8Array): AudioFormat | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (ascii(0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame starts with 11 set bits.
  if (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xe0) === 0xe0) return 'mp3';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  return null;
}

export type AudioCheck =
  | { ok: true; contentType: keyof typeof DEMO_AUDIO_TYPES }
  | { ok: false; status: 400 | 413 | 415; message: string };

/** The upload's declared type must be one we play, its size within the cap, its bytes that format. */
export function checkDemoAudio(contentType: string, bytes: Uint8Array): AudioCheck {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (!Object.hasOwn(DEMO_AUDIO_TYPES, type)) {
    return { ok: false, status: 415, message: ADMIN_MESSAGES.audioType };
  }
  if (bytes.length === 0) return { ok: false, status: 400, message: ADMIN_MESSAGES.audioMissing };
  if (bytes.length > MAX_DEMO_AUDIO_BYTES) {
    return { ok: false, status: 413, message: ADMIN_MESSAGES.audioTooLarge };
  }
  const declared = DEMO_AUDIO_TYPES[type as keyof typeof DEMO_AUDIO_TYPES];
  if (sniffAudioFormat(bytes.subarray(0, 16)) !== declared) {
    return { ok: false, status: 415, message: ADMIN_MESSAGES.audioType };
  }
  return { ok: true, contentType: type as keyof typeof DEMO_AUDIO_TYPES };
}

/** The public route the landing page's player loads an uploaded recording from. */
export const demoCallAudioUrl = (id: string) => `/api/demo-calls/${id}/audio`;
