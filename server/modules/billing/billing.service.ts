import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import type { AddCreditsInput, SaveCardInput } from '../../../shared/billing/billing-schemas';
import { isExpired } from '../../../shared/billing/card-rules';
import type { PlanId } from '../../../shared/billing/plans';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { BadInputError, ConflictError, NotFoundError } from '../../errors';
import { publishEvents } from '../../events/publish-events';
import { hasSetupFeeInvoice, recordInvoices } from './billing.repository';
import { periodInvoice, setupFeeInvoice } from './invoices.service';

/** Cards one account may keep on record. */
export const MAX_CARDS = 10;

const changed = (deps: Pick<AppDeps, 'events' | 'logger'>, accountId: string) =>
  publishEvents(deps, accountId, [{ type: 'billing.changed' }]);

/**
 * Records the plan and starts its first monthly period now: that period's invoice (and the
 * one-time setup fee on the account's first plan) is recorded as Pending. A `plan-changed` job
 * tells the campaigns, which resume what the dial limit paused (the new period has its dials).
 */
export async function choosePlan(deps: AppDeps, user: SessionUser, planId: PlanId) {
  const accountId = user.accountId;
  const now = new Date();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const current = await trx
      .selectFrom('billing_plans')
      .select('plan_id')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (current?.plan_id === planId) throw new ConflictError(BILLING_MESSAGES.samePlan);
    await trx
      .insertInto('billing_plans')
      .values({ account_id: accountId, plan_id: planId, period_anchor: now, chosen_by: user.id })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet({
          plan_id: planId,
          period_anchor: now,
          chosen_by: user.id,
          chosen_at: now,
        }),
      )
      .execute();
    const invoices = [periodInvoice(accountId, planId, now)];
    if (!(await hasSetupFeeInvoice(trx, accountId))) {
      invoices.unshift(setupFeeInvoice(accountId, planId, now));
    }
    await recordInvoices(trx, invoices);
  });
  await deps.queues.add('plan-changed', { accountId });
  await changed(deps, accountId);
  return { planId };
}

export async function saveCard(deps: AppDeps, user: SessionUser, input: SaveCardInput) {
  if (isExpired(input.expMonth, input.expYear, new Date())) {
    throw new BadInputError(BILLING_MESSAGES.cardExpired, {
      expiry: [BILLING_MESSAGES.cardExpired],
    });
  }
  const count = await deps.db
    .selectFrom('payment_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', user.accountId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_CARDS) {
    throw new ConflictError(BILLING_MESSAGES.tooManyCards(MAX_CARDS));
  }
  const card = await deps.db
    .insertInto('payment_cards')
    .values({
      account_id: user.accountId,
      brand: input.brand,
      last4: input.last4,
      exp_month: input.expMonth,
      exp_year: input.expYear,
      card_name: input.cardName,
      added_by: user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await changed(deps, user.accountId);
  return { id: card.id };
}

export async function removeCard(deps: AppDeps, user: SessionUser, cardId: string) {
  const removed = await deps.db
    .deleteFrom('payment_cards')
    .where('id', '=', cardId)
    .where('account_id', '=', user.accountId)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw new NotFoundError(BILLING_MESSAGES.cardNotFound);
  await changed(deps, user.accountId);
  return { id: removed.id };
}

/** A ledger entry: amount, who, when. Nothing is charged. */
export async function addCredits(deps: AppDeps, user: SessionUser, input: AddCreditsInput) {
  const entry = await deps.db
    .insertInto('credit_ledger')
    .values({
      account_id: user.accountId,
      amount_cents: input.amountCents,
      added_by: user.id,
      added_by_name: user.name || user.email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await changed(deps, user.accountId);
  return { id: entry.id };
}
