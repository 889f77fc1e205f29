import { z } from 'zod';

/** Most bytes one Retell webhook body may have (transcripts make them large). */
export const RETELL_WEBHOOK_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The parts of a Retell webhook body (`{ event, call }`, reference section 9) we read. Anything
 * else passes through and is stored as received. `metadata` is absent when the call had none.
 */
export const RetellWebhookShape = z.object({
  event: z.string().min(1).max(64),
  call: z.looseObject({
    call_id: z.string().min(1).max(128),
    metadata: z.looseObject({ account_id: z.string().max(64).optional() }).nullish(),
    disconnection_reason: z.string().max(128).nullish(),
    duration_ms: z.number().int().nonnegative().nullish(),
    call_analysis: z
      .looseObject({
        in_voicemail: z.boolean().nullish(),
        call_successful: z.boolean().nullish(),
      })
      .nullish(),
  }),
});
export type RetellWebhook = z.infer<typeof RetellWebhookShape>;

/** Events that report how a call ended. */
export const ENDED_CALL_EVENTS: readonly string[] = ['call_ended', 'call_analyzed'];
