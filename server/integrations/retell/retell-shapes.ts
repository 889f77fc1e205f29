import { z } from 'zod';
import { RETELL_MESSAGES } from '../../../shared/agents/retell-messages';
import { cleanProviderValue } from '../../../shared/validation/unicode-text';
import { RetellError } from './retell-errors';

// The parts of Retell's responses we read (reference 1.7-1.9); anything else passes through.

export const RetellVoiceShape = z.object({
  voice_id: z.string(),
  voice_name: z.string(),
  preview_audio_url: z.string().nullish(),
});

export const RetellAgentListShape = z.object({
  items: z.array(z.object({ agent_id: z.string(), agent_name: z.string().nullish() })),
  has_more: z.boolean().optional(),
  pagination_key: z.string().nullish(),
});

export const RetellAgentShape = z.object({
  agent_id: z.string(),
  agent_name: z.string().nullish(),
  voice_id: z.string(),
  language: z.union([z.string(), z.array(z.string())]).nullish(),
  webhook_url: z.string().nullish(),
  response_engine: z.object({ type: z.string(), llm_id: z.string().optional() }),
  /** The agent's version (reference 1.7: always in the response); real calls pin it. */
  version: z.number().int().nonnegative().nullish(),
  max_call_duration_ms: z.number().nullish(),
  ring_duration_ms: z.number().nullish(),
  end_call_after_silence_ms: z.number().nullish(),
  interruption_sensitivity: z.number().nullish(),
  responsiveness: z.number().nullish(),
});

export const RetellLlmShape = z.object({
  llm_id: z.string(),
  general_prompt: z.string().nullish(),
  begin_message: z.string().nullish(),
  model: z.string().nullish(),
  model_temperature: z.number().nullish(),
});

export const RetellPhoneNumberShape = z.object({
  phone_number: z.string(),
  last_modification_timestamp: z.number().nullish(),
  inbound_webhook_url: z.string().nullish(),
  inbound_agents: z.array(z.looseObject({ agent_id: z.string() })).nullish(),
});

export const RetellPhoneNumberListShape = z.object({
  items: z.array(RetellPhoneNumberShape),
  has_more: z.boolean().optional(),
  pagination_key: z.string().nullish(),
});

/** `GET /get-concurrency` (reference 1.9): every field optional; the ones the dialer uses. */
export const RetellConcurrencyShape = z.object({
  concurrency_limit: z.number().int().nonnegative().nullish(),
  current_concurrency: z.number().int().nonnegative().nullish(),
  reserved_inbound_concurrency: z.number().int().nonnegative().nullish(),
});
export type RetellConcurrency = z.infer<typeof RetellConcurrencyShape>;

/** Parses a Retell answer, or fails with 'Unexpected response format from Retell AI API'. */
export function expectShape<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(cleanProviderValue(value));
  if (!parsed.success) throw new RetellError('shape', RETELL_MESSAGES.unexpectedFormat);
  return parsed.data;
}
