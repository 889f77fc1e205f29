import { z } from 'zod';

/** Most bytes one Retell webhook body may have (transcripts make them large). */
export const RETELL_WEBHOOK_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The parts of a Retell webhook body (`{ event, call }`, reference section 9) we read. Anything
 * else passes through and is stored as received. `metadata` is absent when the call had none.
 */
/** A Retell call object (reference 1.4) as webhooks, get-call and list-calls return it. */
export const RetellCallShape = z.looseObject({
  call_id: z.string().min(1).max(128),
  call_status: z.string().max(32).nullish(),
  metadata: z
    .looseObject({
      account_id: z.string().max(64).optional(),
      call_id: z.string().max(64).optional(),
    })
    .nullish(),
  disconnection_reason: z.string().max(128).nullish(),
  duration_ms: z.number().int().nonnegative().nullish(),
  start_timestamp: z.number().nullish(),
  transcript: z.string().nullish(),
  recording_url: z.string().max(2048).nullish(),
  call_cost: z.looseObject({ combined_cost: z.number().nonnegative().nullish() }).nullish(),
  latency: z
    .looseObject({ e2e: z.looseObject({ p50: z.number().nonnegative().nullish() }).nullish() })
    .nullish(),
  call_analysis: z
    .looseObject({
      in_voicemail: z.boolean().nullish(),
      call_successful: z.boolean().nullish(),
      call_summary: z.string().nullish(),
      user_sentiment: z.string().max(32).nullish(),
      /** Keyed by the agent's post_call_analysis_data names; read with `analysisValue`. */
      custom_analysis_data: z.unknown().optional(),
    })
    .nullish(),
});
export type RetellCall = z.infer<typeof RetellCallShape>;

export const RetellWebhookShape = z.object({
  event: z.string().min(1).max(64),
  call: RetellCallShape,
});
export type RetellWebhook = z.infer<typeof RetellWebhookShape>;

/** Events that report how a call ended. */
export const ENDED_CALL_EVENTS: readonly string[] = ['call_ended', 'call_analyzed'];
