import { IMPORT_VOICE_NAMES } from '../../shared/agents/agent-catalogue';
/** Voices the Retell fake lists: the spec's 20 names as ElevenLabs voices; Bill has no clip. */
export const FAKE_VOICE_NAMES = IMPORT_VOICE_NAMES;

export const VOICE_WITHOUT_CLIP = 'Bill';

/** `previewUrls`: a voice name's clip address as Retell would list it instead of the fake's own. */
export function fakeVoices(baseUrl: string, previewUrls: ReadonlyMap<string, string> = new Map()) {
  return FAKE_VOICE_NAMES.map((name) => ({
    voice_id: `11labs-${name}`,
    voice_name: name,
    provider: 'elevenlabs' as const,
    gender: 'female' as const,
    ...(name === VOICE_WITHOUT_CLIP
      ? {}
      : { preview_audio_url: previewUrls.get(name) ?? `${baseUrl}/clips/${name}.mp3` }),
  }));
}

/** Ten seconds of 8 kHz mono 8-bit silence as a WAV file: a clip every browser can play. */
export const FAKE_CLIP = (() => {
  const samples = 80_000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
})();
export const FAKE_CLIP_TYPE = 'audio/wav';
