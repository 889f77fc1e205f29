import type { CardBrand } from './card-rules';
import type { PlanId } from './plans';
import type { Meter } from './usage';

export type CurrentPlanView =
  | { kind: 'trial'; startedAt: string; endsAt: string; daysRemaining: number; ended: boolean }
  | { kind: 'plan'; planId: PlanId; periodStart: string; periodEnd: string };

export type UsageView = {
  /** The current period (trial or plan month). */
  periodStart: string;
  periodEnd: string;
  dials: Meter;
  agents: Meter;
  /** In minutes, one decimal. */
  talkMinutes: Meter;
  secondsUsed: number;
  estimatedCostCents: number;
  /** The period's dials are used up (or the trial is over): new dialling is paused. */
  dialingPaused: boolean;
};

export type CardView = {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  cardName: string;
  createdAt: string;
};

export type InvoiceStatus = 'paid' | 'pending';

export type InvoiceView = {
  id: string;
  date: string;
  description: string;
  amountCents: number;
  status: InvoiceStatus;
};

export type CreditEntryView = {
  id: string;
  amountCents: number;
  addedBy: string;
  createdAt: string;
};

export type BillingOverview = {
  plan: CurrentPlanView;
  usage: UsageView;
  balanceCents: number;
  cards: CardView[];
  invoices: InvoiceView[];
  credits: CreditEntryView[];
  canManage: boolean;
};
