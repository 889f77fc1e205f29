import { performance } from 'node:perf_hooks';
import { ACCULYNX_LINK_MESSAGES } from '../../../shared/acculynx/acculynx-writeback';
import type { AppDeps } from '../../deps';
import { AcculynxError, acculynxApi } from '../../integrations/acculynx/acculynx-client';
import {
  contactLogRequest,
  createJobRequest,
} from '../../integrations/acculynx/acculynx-contacts-seam';
import { verifiedAcculynxKey } from './acculynx-key';
import { acculynxNextAttemptAt } from './acculynx-retry';
import { takeAcculynxSend } from './acculynx-send-budget';

type Deps = Pick<AppDeps, 'db' | 'queues' | 'config' | 'redis'>;

/** A claimed AccuLynx write-back row of the outbox. */
export type AcculynxDelivery = {
  id: string;
  account_id: string;
  contact_id: string | null;
  event: string;
  body: string;
  created_at: Date;
  /** When it was last queued: by the relay, or by a "Resend" (its retry window starts then). */
  queued_at: Date | null;
};

const windowStart = (d: AcculynxDelivery) => d.queued_at ?? d.created_at;

type Outcome = {
  status: 'delivered' | 'retrying' | 'failed' | 'not_linked';
  responseCode: number | null;
  durationMs: number | null;
  error: string | null;
  next: Date | null;
};

/** The text of the contact log: the call's summary. */
export function contactLogText(body: string): string {
  const event = JSON.parse(body) as { created_at: string; data: { summary?: string | null } };
  const summary = event.data.summary?.trim() || 'No summary was produced for this call.';
  return `StormDialer AI call summary (${event.created_at}): ${summary}`;
}

async function linkOf(deps: Deps, delivery: AcculynxDelivery): Promise<string | null> {
  if (delivery.contact_id === null) return null;
  const row = await deps.db
    .selectFrom('contacts')
    .select('acculynx_contact_id')
    .where('account_id', '=', delivery.account_id)
    .where('id', '=', Number(delivery.contact_id))
    .executeTakeFirst();
  return row?.acculynx_contact_id ?? null;
}

const retryable = (status: number) => status === 429 || status >= 500;

/** One attempt of a write-back: the key and the link are read now, one request, no sleep. */
async function attempt(deps: Deps, delivery: AcculynxDelivery, n: number, now: Date) {
  const key = await verifiedAcculynxKey(deps, delivery.account_id);
  const none = { responseCode: null, durationMs: null, next: null };
  if (!key) return { ...none, status: 'failed', error: ACCULYNX_LINK_MESSAGES.keyMissing } as const;
  const linked = await linkOf(deps, delivery);
  if (!linked) {
    return { ...none, status: 'not_linked', error: ACCULYNX_LINK_MESSAGES.notLinkedLog } as const;
  }
  if (!(await takeAcculynxSend(deps, delivery.account_id, now))) {
    const error = ACCULYNX_LINK_MESSAGES.heldBack;
    const next = acculynxNextAttemptAt(windowStart(delivery), n, now, '1');
    return { ...none, status: next ? 'retrying' : 'failed', error, next } as const;
  }
  const request =
    delivery.event === 'call.analyzed'
      ? contactLogRequest(linked, contactLogText(delivery.body))
      : createJobRequest(linked);
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const res = await acculynxApi(deps.config, key).postOnce(request.path, request.body);
    if (res.status >= 200 && res.status < 300) {
      return {
        status: 'delivered',
        responseCode: res.status,
        durationMs: durationMs(),
        error: null,
        next: null,
      } as const;
    }
    const next = retryable(res.status)
      ? acculynxNextAttemptAt(windowStart(delivery), n, now, res.retryAfter)
      : null;
    const error =
      res.status === 429 ? 'Rate limited by AccuLynx' : `AccuLynx answered ${res.status}`;
    return {
      status: next ? 'retrying' : 'failed',
      responseCode: res.status,
      durationMs: durationMs(),
      error,
      next,
    } as const;
  } catch (error) {
    const next = acculynxNextAttemptAt(windowStart(delivery), n, now, null);
    const text = error instanceof AcculynxError ? error.message : 'Connection failed';
    return {
      status: next ? 'retrying' : 'failed',
      responseCode: null,
      durationMs: durationMs(),
      error: text,
      next,
    } as const;
  }
}

/**
 * Attempt `n` of an AccuLynx write-back (claimed by the webhook-delivery job): a linked contact's
 * analysed call becomes a contact log, a booking made on a call a new job. A 429 or 5xx is tried
 * again on acculynx-retry.ts's schedule (Retry-After honoured); the result goes to the log.
 */
export async function deliverAcculynxWriteback(
  deps: Deps,
  delivery: AcculynxDelivery,
  n: number,
  now: Date,
): Promise<void> {
  const outcome: Outcome = await attempt(deps, delivery, n, now);
  await deps.db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      response_code: outcome.responseCode,
      duration_ms: outcome.durationMs,
      last_error: outcome.error,
      next_attempt_at: outcome.next,
    })
    .where('id', '=', delivery.id)
    .execute();
  if (outcome.next) {
    await deps.queues.add('webhook-delivery', {
      deliveryId: delivery.id,
      attempt: n + 1,
      notBefore: outcome.next.toISOString(),
    });
  }
}
