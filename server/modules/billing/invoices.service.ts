import type { Kysely } from 'kysely';
import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import { type PlanId, planById } from '../../../shared/billing/plans';
import { addMonths } from '../../../shared/billing/usage';
import { formatDateTime } from '../../../shared/format/date-time';
import type { Database } from '../../db/types';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import { publishEvents } from '../../events/publish-events';
import { type AccountPlanRow, type NewInvoice, recordInvoices } from './billing.repository';

/** Periods recorded at most this far back in one go (an account idle for years). */
const MAX_PERIODS_BACK = 24;

const day = (at: Date) => formatDateTime(at, 'date', { locale: 'en-US', timeZone: 'UTC' });

export function periodInvoice(accountId: string, planId: PlanId, start: Date): NewInvoice {
  const plan = planById(planId);
  const end = addMonths(start, 1);
  return {
    accountId,
    kind: 'plan-period',
    planId,
    periodStart: start,
    periodEnd: end,
    description: `${plan.name} plan, ${day(start)} – ${day(end)}`,
    amountCents: plan.priceMonthly * 100,
  };
}

export function setupFeeInvoice(accountId: string, planId: PlanId, at: Date): NewInvoice {
  const plan = planById(planId);
  return {
    accountId,
    kind: 'setup-fee',
    planId,
    periodStart: at,
    periodEnd: null,
    description: 'One-time setup fee',
    amountCents: plan.setupFee * 100,
  };
}

/**
 * Records the invoice of every monthly period of the plan that has started by `now` (the first
 * is written when the plan is chosen; later ones when billing is next read). Idempotent.
 */
export async function recordDueInvoices(
  db: Kysely<Database>,
  account: AccountPlanRow,
  now: Date,
): Promise<void> {
  if (!account.planId || !account.periodAnchor) return;
  const due: NewInvoice[] = [];
  for (let months = 0; months < MAX_PERIODS_BACK; months++) {
    const start = addMonths(account.periodAnchor, months);
    if (start > now) break;
    due.push(periodInvoice(account.accountId, account.planId, start));
  }
  await recordInvoices(db, due);
}

/** Admin only (the router guards it): records that a pending invoice was paid. */
export async function markInvoicePaid(
  deps: Pick<AppDeps, 'db' | 'events' | 'logger'>,
  adminUserId: string,
  invoiceId: string,
) {
  const invoice = await deps.db
    .selectFrom('invoices')
    .select(['id', 'account_id', 'status'])
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) throw new NotFoundError(BILLING_MESSAGES.invoiceNotFound);
  const updated = await deps.db
    .updateTable('invoices')
    .set({ status: 'paid', paid_at: new Date(), paid_by: adminUserId })
    .where('id', '=', invoiceId)
    .where('status', '=', 'pending')
    .returning(['id', 'status'])
    .executeTakeFirst();
  if (!updated) throw new ConflictError(BILLING_MESSAGES.invoiceAlreadyPaid);
  await publishEvents(deps, invoice.account_id, [{ type: 'billing.changed' }]);
  return { id: updated.id, status: updated.status };
}
