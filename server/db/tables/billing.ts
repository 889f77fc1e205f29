import type { ColumnType, Generated } from 'kysely';
import type { InvoiceStatus } from '../../../shared/billing/billing-view';
import type { CardBrand } from '../../../shared/billing/card-rules';
import type { PlanId } from '../../../shared/billing/plans';
import type { CreatedAt } from './core';

type DefaultedTime = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint comes back from pg as a string. */
type Cents = ColumnType<string, number, number>;

// Tables of the billing feature (migration 0013).

/** The account's chosen plan; no row = the free trial, which starts with the account. */
export interface BillingPlansTable {
  account_id: string;
  plan_id: PlanId;
  /** Monthly periods count from here (the moment the plan was chosen). */
  period_anchor: Date;
  chosen_by: string | null;
  chosen_at: DefaultedTime;
}

/** A recorded card: never the full number or the CVC. */
export interface PaymentCardsTable {
  id: Generated<string>;
  account_id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  card_name: string;
  added_by: string | null;
  created_at: CreatedAt;
}

export interface CreditLedgerTable {
  id: Generated<string>;
  account_id: string;
  amount_cents: Cents;
  added_by: string | null;
  /** Kept as written, so the ledger still says who after the user is gone. */
  added_by_name: string;
  created_at: CreatedAt;
}

export type InvoiceKind = 'plan-period' | 'setup-fee';

export interface InvoicesTable {
  id: Generated<string>;
  account_id: string;
  kind: InvoiceKind;
  plan_id: PlanId;
  period_start: Date;
  period_end: Date | null;
  description: string;
  amount_cents: Cents;
  status: Generated<InvoiceStatus>;
  paid_at: NullableTime;
  paid_by: string | null;
  created_at: CreatedAt;
}

/** Campaigns the dial limit paused; an upgrade resumes those still paused. */
export interface DialLimitPausesTable {
  list_id: string;
  account_id: string;
  paused_at: DefaultedTime;
}

export interface BillingTables {
  billing_plans: BillingPlansTable;
  payment_cards: PaymentCardsTable;
  credit_ledger: CreditLedgerTable;
  invoices: InvoicesTable;
  dial_limit_pauses: DialLimitPausesTable;
}
