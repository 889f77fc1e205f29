import { ACCULYNX_LINK_MESSAGES } from '../../../shared/acculynx/acculynx-writeback';
import { WEBHOOK_MESSAGES } from '../../../shared/webhooks/webhooks';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError } from '../../errors';
import { verifiedAcculynxKey } from './acculynx-key';

type Deps = Pick<AppDeps, 'db' | 'queues' | 'config'>;

/** A write-back in one of these states may be sent again; a delivered one would write twice. */
const RESENDABLE = ['retrying', 'failed', 'not_linked'] as const;

async function refusal(deps: Deps, accountId: string, deliveryId: string): Promise<Error> {
  const row = await deps.db
    .selectFrom('webhook_deliveries')
    .select('status')
    .where('account_id', '=', accountId)
    .where('id', '=', deliveryId)
    .where('destination', '=', 'acculynx')
    .executeTakeFirst();
  if (!row) return new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
  return new BadInputError(
    row.status === 'delivered'
      ? ACCULYNX_LINK_MESSAGES.resendDelivered
      : ACCULYNX_LINK_MESSAGES.resendUnderWay,
  );
}

/**
 * "Resend" of an AccuLynx write-back: the same write (the contact log or the job) queued now as
 * the next attempt of the usual job, which reads the key and the link afresh and backs off on a
 * 429 or 5xx; its 24-hour retry window starts again from the resend (queued_at).
 */
export async function resendAcculynxDelivery(
  deps: Deps,
  accountId: string,
  deliveryId: string,
): Promise<void> {
  if (!(await verifiedAcculynxKey(deps, accountId))) {
    throw new BadInputError(ACCULYNX_LINK_MESSAGES.notVerified);
  }
  const row = await deps.db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: null, queued_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', deliveryId)
    .where('destination', '=', 'acculynx')
    .where('status', 'in', RESENDABLE)
    .returning(['id', 'attempts'])
    .executeTakeFirst();
  if (!row) throw await refusal(deps, accountId, deliveryId);
  await deps.queues.add('webhook-delivery', {
    deliveryId: row.id,
    attempt: row.attempts + 1,
    resend: true,
  });
}
