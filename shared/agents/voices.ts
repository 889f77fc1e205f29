export type VoiceOption = { id: string; name: string; hasPreview: boolean };

export type VoiceCatalogue = {
  /** 'retell': matched to the account's Retell voices; 'catalogue': no key, no clips. */
  source: 'retell' | 'catalogue';
  editor: VoiceOption[];
  import: VoiceOption[];
};

export const VOICE_MESSAGES = {
  noPreview: 'No preview available for this voice',
  loadFailed: 'Failed to load audio preview. Please try again.',
  previewRefused: 'This preview is kept at an address the server may not fetch.',
  playFailed: 'Failed to play audio preview. Please try again.',
  loading: 'Loading Preview...',
  stop: 'Stop Preview',
  play: 'Preview Voice',
  previewErrorTitle: 'Preview Error',
} as const;

/** Where the browser fetches a voice's clip: our own authenticated, cached route. */
export const voicePreviewPath = (voiceId: string) =>
  `/api/voices/${encodeURIComponent(voiceId)}/preview`;

export const VOICE_ID_PATTERN = /^[\w.:-]{1,100}$/;
