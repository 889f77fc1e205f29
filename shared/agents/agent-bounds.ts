/** Slider bounds of the editor (spec section 5) and the spec's defaults (section 9). */
export type SliderBounds = { min: number; max: number; step: number };

export const SLIDERS = {
  temperature: { min: 0, max: 1, step: 0.1 },
  responsiveness: { min: 0, max: 2, step: 0.1 },
  interruptSensitivity: { min: 0, max: 1, step: 0.1 },
  keypadTimeout: { min: 0, max: 10, step: 0.1 },
  /** Minutes. */
  endCallSilenceThreshold: { min: 0, max: 30, step: 0.5 },
  /** Minutes. */
  maxCallDuration: { min: 1, max: 120, step: 1 },
  /** Seconds. */
  ringingDuration: { min: 10, max: 60, step: 1 },
  // Not bounded by the spec: Retell's own ranges.
  /** Seconds before the agent's first words (Retell: 0-5 s). */
  pauseBeforeSpeaking: { min: 0, max: 5, step: 0.1 },
  /** Seconds of user silence before the agent reminds them (Retell default 10 s). */
  reminderFrequency: { min: 1, max: 60, step: 1 },
  /** Digits per keypad entry (Retell: 1-50). */
  digitLimit: { min: 1, max: 50, step: 1 },
  /** Days: at most one voicemail message per contact in this many days. */
  voicemailMessageDays: { min: 1, max: 30, step: 1 },
} as const satisfies Record<string, SliderBounds>;

export const AGENT_DEFAULTS = {
  model: 'gpt-4o',
  temperature: 0.7,
  responsiveness: 1,
  interruptSensitivity: 0.8,
  backchanneling: false,
  transcriptionMode: 'speed',
  denoiseMode: 'remove-noise',
  useNormalization: false,
  voicemailDetection: false,
  keypadInputDetection: true,
  endCallSilenceThreshold: 10,
  maxCallDuration: 60,
  ringingDuration: 30,
  keypadTimeout: 2.5,
  pauseBeforeSpeaking: 0,
  reminderFrequency: 10,
  digitLimit: 10,
  terminationKey: '#',
  voicemailMessageDays: 3,
} as const;

/** Imported agents differ: keypad input detection off, 30-minute calls. */
export const IMPORTED_AGENT_DEFAULTS = {
  keypadInputDetection: false,
  maxCallDuration: 30,
} as const;

export const AGENT_LIMITS = {
  name: 100,
  description: 2000,
  category: 60,
  script: 20_000,
  welcome: 1000,
  voiceId: 100,
  voiceName: 60,
  boostKeywords: 1000,
  retellId: 100,
  eventTypeId: 20,
  voicemailMessage: 600,
} as const;

/** A value on the slider: inside the bounds and on a step (with float tolerance). */
export function onSlider(value: number, { min, max, step }: SliderBounds): boolean {
  if (value < min || value > max) return false;
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}
