import { z } from 'zod';

/**
 * Every live event the browser can receive, one discriminated union.
 * Features add their variants here; the bus validates on publish, the client narrows on `type`.
 */
export const SystemEventSchema = z.object({
  type: z.literal('worker.heartbeat'),
  at: z.string(),
  workerId: z.string(),
});
export type SystemEvent = z.infer<typeof SystemEventSchema>;

export const AccountEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('member.removed'), userId: z.string() }),
  z.object({ type: z.literal('session.revoked'), userId: z.string() }),
]);
export type AccountEvent = z.infer<typeof AccountEventSchema>;

export type Tracked<E> = { id: string; event: E };
