import { verify } from 'retell-sdk';
import { z } from 'zod';
import { cleanProviderValue } from '../../../shared/validation/unicode-text';
import type { AppDeps } from '../../deps';
import { RetellWebhookShape } from '../../integrations/retell/retell-webhook-shape';
import { readSecret } from '../../modules/api-keys/api-keys.service';
import { accountExists, accountOfProviderCall, storeEvent } from './provider-events.repository';

/** The provider name on call rows and stored events of Retell calls. */
export const RETELL_PROVIDER = 'retell';

export type WebhookVerdict = 'stored' | 'duplicate' | 'unauthorized' | 'malformed';

/**
 * Checks one Retell delivery and stores it for the worker. The account is our call row's (by
 * Retell's call id) or, before the row knows that id, the `account_id` we put in the metadata;
 * the signature must verify with that account's Retell key, on the exact bytes received. Nothing
 * is stored unless it does. A repeated delivery is stored once and queued only while pending.
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

  const accountId = await accountOf(deps, call.call_id, call.metadata?.account_id);
  if (!accountId) return 'unauthorized';
  const key = await readSecret(deps, accountId, 'retell');
  if (!key || !(await verify(rawBody, key, signature))) return 'unauthorized';

  const stored = await storeEvent(deps.db, {
    accountId,
    provider: RETELL_PROVIDER,
    providerCallId: call.call_id,
    event,
    payload: rawBody,
  });
  if (stored.pending) await deps.queues.add('provider-event', { eventId: stored.id });
  return stored.duplicate ? 'duplicate' : 'stored';
}

async function accountOf(
  deps: AppDeps,
  providerCallId: string,
  fromMetadata: string | undefined,
): Promise<string | null> {
  const ours = await accountOfProviderCall(deps.db, RETELL_PROVIDER, providerCallId);
  if (ours) return ours;
  if (!z.uuid().safeParse(fromMetadata).success) return null;
  return (await accountExists(deps.db, fromMetadata!)) ? fromMetadata! : null;
}

function parseJson(text: string): unknown {
  try {
    return cleanProviderValue(JSON.parse(text));
  } catch {
    return undefined;
  }
}
