/** The spec's fixed choices for voice agents (section 3) and their labels. */

/** The 11 voices of the editor, each with a preview clip. */
export const EDITOR_VOICE_NAMES = [
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
] as const;

/** The import screen knows 20 voices: the editor's plus these nine. */
export const IMPORT_VOICE_NAMES = [
  ...EDITOR_VOICE_NAMES,
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

/** Retell's id for a catalogue voice when the account's voice list is not at hand. */
export const catalogueVoiceId = (name: string) => `11labs-${name}`;

export const DEFAULT_VOICE = { id: catalogueVoiceId('Aria'), name: 'Aria' } as const;

export const LLM_MODELS = ['gpt-4o', 'gpt-4', 'gpt-4o-mini', 'claude-3'] as const;
export type LlmModel = (typeof LLM_MODELS)[number];

export const FUNCTION_OPTIONS = [
  { id: 'end-call', label: 'End Call', description: 'Hang up when the conversation is over' },
  { id: 'call-transfer', label: 'Call Transfer', description: 'Transfer the call to a person' },
  {
    id: 'rep-transfer',
    label: 'Transfer hot leads to a rep',
    description: 'Warm transfer to the sales rep on duty (Settings → Team → Sales reps)',
  },
  {
    id: 'check-calendar',
    label: 'Check Calendar Availability',
    description: 'Look up open inspection slots in Cal.com',
  },
  {
    id: 'book-calendar',
    label: 'Book on the Calendar',
    description: 'Book the inspection in Cal.com',
  },
  { id: 'press-digit', label: 'Press Digit', description: 'Navigate phone menus (IVR)' },
  {
    id: 'custom-function',
    label: 'Custom Function',
    description: 'Retell calls your https endpoint during the call',
  },
] as const;
export const FUNCTION_IDS = [
  'end-call',
  'call-transfer',
  'rep-transfer',
  'check-calendar',
  'book-calendar',
  'press-digit',
  'custom-function',
] as const;
export type FunctionId = (typeof FUNCTION_IDS)[number];

/** The variables the welcome message and script may use (the storm's: storm-targeted lists only). */
export const AGENT_VARIABLES = [
  '{agent_name}',
  '{customer_name}',
  '{company_name}',
  '{callback_number}',
  '{storm_date}',
  '{hail_size}',
  '{storm_city}',
] as const;

export const TERMINATION_KEYS = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '#',
  '*',
] as const;

export const SILENT_WELCOME_TEXT = 'AI remains silent until users speak first.';

/** Imported agents (spec section 9). */
export const IMPORTED_AGENT = {
  category: 'Imported from Retell',
  script: 'You are a helpful assistant.',
  voiceName: 'Default Voice',
  language: 'en-US',
} as const;
