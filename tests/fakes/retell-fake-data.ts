/** Voices the Retell fake lists: the spec's 20 names as ElevenLabs voices; Bill has no clip. */
export const FAKE_VOICE_NAMES = [
  'Aria',
  'Roger',
  'Sarah',
  'Laura',
  'Charlie',
  'George',
  'Callum',
  'River',
  'Liam',
  'Charlotte',
  'Alice',
  'Matilda',
  'Will',
  'Jessica',
  'Eric',
  'Chris',
  'Brian',
  'Daniel',
  'Lily',
  'Bill',
] as const;

export const VOICE_WITHOUT_CLIP = 'Bill';

export function fakeVoices(baseUrl: string) {
  return FAKE_VOICE_NAMES.map((name) => ({
    voice_id: `11labs-${name}`,
    voice_name: name,
    provider: 'elevenlabs' as const,
    gender: 'female' as const,
    ...(name === VOICE_WITHOUT_CLIP ? {} : { preview_audio_url: `${baseUrl}/clips/${name}.mp3` }),
  }));
}

/** A few bytes that start like an MP3 frame: enough for a proxy and a cache to pass on. */
export const FAKE_CLIP = Buffer.from([0xff, 0xfb, 0x90, 0x64, ...Array(60).fill(0)]);
