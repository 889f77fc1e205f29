/** The audio player's inline errors (spec section 8). */
export const AUDIO_MESSAGES = {
  loadFailed: 'Audio failed to load',
  playFailed: (reason: string) => `Play failed: ${reason}`,
} as const;
