import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/bounded-text';
import { AGENT_DEFAULTS, AGENT_LIMITS, onSlider, SLIDERS, type SliderBounds } from './agent-bounds';
import { DEFAULT_VOICE, FUNCTION_IDS, LLM_MODELS, TERMINATION_KEYS } from './agent-catalogue';
import { CallFieldsSchema } from './call-fields';
import { CustomFunctionSchema, requiredCustomFunctionIssues } from './custom-function';
import {
  DEFAULT_VOICEMAIL_MESSAGE,
  VOICEMAIL_ACTIONS,
  voicemailMessageGaps,
} from './voicemail-message';

/** A slider value: a number inside the spec's bounds, on a step; the message names both. */
function slider(bounds: SliderBounds, fallback: number) {
  return z
    .number({ error: 'Must be a number' })
    .refine(
      (value) => onSlider(value, bounds),
      `Must be between ${bounds.min} and ${bounds.max} in steps of ${bounds.step}`,
    )
    .default(fallback);
}

const required = (max: number, message: string) =>
  singleLineText(max).pipe(z.string().min(1, message));

export const LlmSettingsSchema = z.object({
  model: z.enum(LLM_MODELS).default(AGENT_DEFAULTS.model),
  /** 'user-first': the AI stays silent until the callee speaks; 'custom': it opens with customWelcome. */
  firstMessage: z.enum(['user-first', 'custom']).default('user-first'),
  customWelcome: multiLineText(AGENT_LIMITS.welcome).default(''),
  temperature: slider(SLIDERS.temperature, AGENT_DEFAULTS.temperature),
});

export const CallSettingsSchema = z.object({
  voicemailDetection: z.boolean().default(AGENT_DEFAULTS.voicemailDetection),
  /** With detection on: hang up, or leave `voicemailMessage` (decided per call and contact). */
  voicemailAction: z.enum(VOICEMAIL_ACTIONS).default('hangup'),
  voicemailMessage: multiLineText(AGENT_LIMITS.voicemailMessage).default(DEFAULT_VOICEMAIL_MESSAGE),
  voicemailMessageDays: slider(SLIDERS.voicemailMessageDays, AGENT_DEFAULTS.voicemailMessageDays),
  keypadInputDetection: z.boolean().default(AGENT_DEFAULTS.keypadInputDetection),
  endCallSilenceThreshold: slider(
    SLIDERS.endCallSilenceThreshold,
    AGENT_DEFAULTS.endCallSilenceThreshold,
  ),
  maxCallDuration: slider(SLIDERS.maxCallDuration, AGENT_DEFAULTS.maxCallDuration),
  ringingDuration: slider(SLIDERS.ringingDuration, AGENT_DEFAULTS.ringingDuration),
  keypadTimeout: slider(SLIDERS.keypadTimeout, AGENT_DEFAULTS.keypadTimeout),
  useTerminationKey: z.boolean().default(false),
  terminationKey: z
    .enum(TERMINATION_KEYS, { error: 'Use 0-9, # or *' })
    .default(AGENT_DEFAULTS.terminationKey),
  useDigitLimit: z.boolean().default(false),
  digitLimit: slider(SLIDERS.digitLimit, AGENT_DEFAULTS.digitLimit),
  pauseBeforeSpeaking: slider(SLIDERS.pauseBeforeSpeaking, AGENT_DEFAULTS.pauseBeforeSpeaking),
});

export const SpeechSettingsSchema = z.object({
  responsiveness: slider(SLIDERS.responsiveness, AGENT_DEFAULTS.responsiveness),
  interruptSensitivity: slider(SLIDERS.interruptSensitivity, AGENT_DEFAULTS.interruptSensitivity),
  backchanneling: z.boolean().default(AGENT_DEFAULTS.backchanneling),
  transcriptionMode: z.enum(['speed', 'accuracy']).default(AGENT_DEFAULTS.transcriptionMode),
  denoiseMode: z.enum(['remove-noise', 'remove-noise-and-bg']).default(AGENT_DEFAULTS.denoiseMode),
  useNormalization: z.boolean().default(AGENT_DEFAULTS.useNormalization),
  /** Comma-separated words the transcriber should favour. */
  boostKeywords: singleLineText(AGENT_LIMITS.boostKeywords).default(''),
  formatTranscript: z.boolean().default(true),
  reminderFrequency: slider(SLIDERS.reminderFrequency, AGENT_DEFAULTS.reminderFrequency),
});

export const VoiceChoiceSchema = z.object({
  id: singleLineText(AGENT_LIMITS.voiceId).pipe(
    z.string().regex(/^[\w.:-]+$/, 'Choose a voice from the list'),
  ),
  name: required(AGENT_LIMITS.voiceName, 'Choose a voice'),
});

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * Everything the editor edits, minus the server-owned parts (ids, Retell links, webhook URL).
 * One schema: the editor validates its draft with it and the server re-validates the same way.
 */
export const AgentDraftSchema = z
  .object({
    name: required(AGENT_LIMITS.name, 'Name is required'),
    description: multiLineText(AGENT_LIMITS.description).default(''),
    category: singleLineText(AGENT_LIMITS.category).default('Custom'),
    script: multiLineText(AGENT_LIMITS.script).default(''),
    voice: VoiceChoiceSchema.default(DEFAULT_VOICE),
    llmSettings: LlmSettingsSchema.prefault({}),
    callSettings: CallSettingsSchema.prefault({}),
    speechSettings: SpeechSettingsSchema.prefault({}),
    functions: z
      .array(z.enum(FUNCTION_IDS))
      .max(FUNCTION_IDS.length)
      .refine((ids) => new Set(ids).size === ids.length, 'Each function can be chosen once')
      .default(['end-call']),
    /** Where call-transfer sends the caller (E.164). */
    transferNumber: singleLineText(16)
      .refine((v) => v === '' || E164.test(v), 'Use international format, e.g. +14155550123')
      .default(''),
    /** The Cal.com event type check-calendar and book-calendar use. */
    calEventTypeId: singleLineText(AGENT_LIMITS.eventTypeId)
      .refine((v) => v === '' || /^\d+$/.test(v), 'Choose an event type')
      .default(''),
    /** The custom function Retell calls during the call (spec 2.2), when switched on. */
    customFunction: CustomFunctionSchema.prefault({}),
    /** Post-call analysis fields the provider fills after each call (roofing defaults). */
    callFields: CallFieldsSchema,
  })
  .superRefine((draft, ctx) => {
    if (draft.llmSettings.firstMessage === 'custom' && !draft.llmSettings.customWelcome.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['llmSettings', 'customWelcome'],
        message: 'Enter the welcome message or let the AI wait for the caller',
      });
    }
    if (draft.functions.includes('call-transfer') && !draft.transferNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['transferNumber'],
        message: 'Enter the number to transfer calls to',
      });
    }
    if (draft.callSettings.voicemailDetection && draft.callSettings.voicemailAction === 'message') {
      for (const message of voicemailMessageGaps(draft.callSettings.voicemailMessage)) {
        ctx.addIssue({ code: 'custom', path: ['callSettings', 'voicemailMessage'], message });
      }
    }
    if (draft.functions.includes('custom-function')) {
      for (const issue of requiredCustomFunctionIssues(draft.customFunction)) {
        ctx.addIssue({
          code: 'custom',
          path: ['customFunction', issue.path],
          message: issue.message,
        });
      }
    }
  });

export type AgentDraft = z.infer<typeof AgentDraftSchema>;
export type AgentDraftInput = z.input<typeof AgentDraftSchema>;
export type LlmSettings = z.infer<typeof LlmSettingsSchema>;
export type CallSettings = z.infer<typeof CallSettingsSchema>;
export type SpeechSettings = z.infer<typeof SpeechSettingsSchema>;

/** A template copy's id in the editor; the server keeps it to make a retried create idempotent. */
export const DraftIdSchema = z
  .string()
  .max(23, 'Invalid draft id')
  .regex(/^custom-\d{1,16}$/, 'Invalid draft id');

export const CreateAgentSchema = z.object({
  draftId: DraftIdSchema.optional(),
  agent: AgentDraftSchema,
});
export const UpdateAgentSchema = z.object({ id: z.uuid(), agent: AgentDraftSchema });
export const AgentIdSchema = z.object({ id: z.uuid() });
export const DeleteAgentSchema = z.object({
  id: z.uuid(),
  /** For an agent linked to Retell: also delete it (and its LLM) on Retell. */
  alsoDeleteOnRetell: z.boolean().default(false),
});
