import { z } from 'zod';
import { cleanProviderValue } from '../../../shared/validation/unicode-text';
import type { AppDeps } from '../../deps';
import {
  bookingFromWebhook,
  WEBHOOK_TRIGGERS,
  WebhookBodyShape,
} from '../../integrations/calcom/calcom-booking';
import { verifyCalcomSignature } from '../../integrations/calcom/calcom-signature';
import { calcomConnectionById } from '../calcom/calcom.repository';
import { openWebhookSecret } from '../calcom/calcom-webhook-secret';
import { applyBookings } from './calcom-bookings.service';

export type CalcomWebhookVerdict = 'applied' | 'ignored' | 'unknown' | 'unauthorized' | 'malformed';

const HANDLED: readonly string[] = WEBHOOK_TRIGGERS;

/**
 * One Cal.com delivery to `/api/webhooks/calcom/<connection id>`. The id names the account (Cal.com
 * payloads carry none); the signature must verify with that connection's own secret on the exact
 * bytes received before anything is parsed. Applying is an idempotent upsert by booking uid, done
 * before answering, so a 2xx means stored and a failure makes Cal.com retry.
 */
export async function acceptCalcomWebhook(
  deps: AppDeps,
  connectionId: string,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<CalcomWebhookVerdict> {
  if (!z.uuid().safeParse(connectionId).success) return 'unknown';
  const connection = await calcomConnectionById(deps.db, connectionId);
  if (!connection) return 'unknown';
  const secret = openWebhookSecret(deps.config, connection);
  if (!secret || !verifyCalcomSignature(rawBody, secret, signature)) return 'unauthorized';

  const json = parseJson(rawBody.toString('utf8'));
  const trigger = z.object({ triggerEvent: z.string() }).safeParse(json).data?.triggerEvent;
  // A signed ping or a trigger we did not subscribe to carries no booking for us.
  if (trigger === undefined && json !== undefined && typeof json === 'object') return 'ignored';
  if (trigger !== undefined && !HANDLED.includes(trigger)) return 'ignored';
  const parsed = WebhookBodyShape.safeParse(json);
  if (!parsed.success) return 'malformed';
  await applyBookings(deps, connection.account_id, [bookingFromWebhook(parsed.data)]);
  return 'applied';
}

function parseJson(text: string): unknown {
  try {
    return cleanProviderValue(JSON.parse(text));
  } catch {
    return undefined;
  }
}
