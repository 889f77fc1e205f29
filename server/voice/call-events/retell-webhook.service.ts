import { verify } from 'retell-sdk';
import { z } from 'zod';
import { cleanProviderValue } from '../../../shared/validation/unicode-text';
import type { AppDeps } from '../../deps';
import { RetellWebhookShape } from '../../integrations/retell/retell-webhook-shape';
import { acceptForKnownAccount } from './accept-known-account';
import { wakeEventDrain } from './event-wake';
import { storeEvent } from './provider-events.repository';

/** The provider name on call rows and stored events of Retell calls. */
export const RETELL_PROVIDER = 'retell';

export type WebhookVerdict = 'stored' | 'duplicate' | 'unauthorized' | 'malformed';

/**
 * Checks one Retell delivery and stores it for the worker. The account is our call row's (by
 * Retell's call id) or, before the row knows that id, the `account_id` we put in the metadata;
 * the signature must verify with that account's Retell key, on the exact bytes received. Nothing
 * is stored unless it does. A repeated delivery is stored once. The stored row is what makes the
 * event safe to acknowledge; waking the drain is a cheap hint (see `wakeEventDrain`).
 */
export async function acceptRetellWebhook(
  deps: AppDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookVerdict> {
  if (!signature) return 'unauthorized';
  const parsed = RetellWebhookShape.safeParse(parseJson(rawBody));
  if (!parsed.success) return 'malformed';
  const { event, call } = parsed.data;

  const fromMetadata = call.metadata?.account_id;
  const metadataAccount = UUID.safeParse(fromMetadata).success ? fromMetadata! : null;
  const delivery = { provider: RETELL_PROVIDER, providerCallId: call.call_id, event, rawBody };
  const fast =
    metadataAccount &&
    (await acceptForKnownAccount(deps, { ...delivery, accountId: metadataAccount, signature }));
  if (fast) return queued(deps, fast);
  const found = await deps.keys.retellKeyOfCall(call.call_id, metadataAccount);
  if (!found?.key || !(await verify(rawBody, found.key, signature))) return 'unauthorized';
  const { accountId } = found;

  const stored = await storeEvent(deps.db, {
    accountId,
    provider: RETELL_PROVIDER,
    providerCallId: call.call_id,
    event,
    payload: rawBody,
  });
  return queued(deps, stored);
}

const UUID = z.uuid();

async function queued(
  deps: AppDeps,
  stored: { id: string; pending: boolean; duplicate: boolean },
): Promise<WebhookVerdict> {
  if (stored.pending) await wakeEventDrain(deps);
  return stored.duplicate ? 'duplicate' : 'stored';
}

function parseJson(text: string): unknown {
  try {
    return cleanProviderValue(JSON.parse(text));
  } catch {
    return undefined;
  }
}
