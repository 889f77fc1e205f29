import { z } from 'zod';

/** A call_inbound body is small (two numbers and an agent id); anything larger is refused. */
export const RETELL_INBOUND_MAX_BYTES = 16 * 1024;

const E164 = z.string().regex(/^\+[1-9]\d{6,14}$/);

/**
 * Retell's inbound call webhook (reference open-questions.md, "Added late 2026"): sent before the
 * call object exists, so it carries no call id and no metadata.
 */
export const RetellInboundShape = z.object({
  event: z.literal('call_inbound'),
  call_inbound: z.looseObject({
    agent_id: z.string().max(128).nullish(),
    agent_version: z.union([z.string().max(32), z.number()]).nullish(),
    from_number: E164,
    to_number: z.string().min(1).max(32),
  }),
});
export type RetellInbound = z.infer<typeof RetellInboundShape>;

/** The 2xx answer Retell reads: which agent answers, its variables, and the call's metadata. */
export type RetellInboundAnswer = {
  call_inbound: {
    override_agent_id?: string;
    dynamic_variables?: Record<string, string>;
    metadata?: Record<string, string>;
  };
};
