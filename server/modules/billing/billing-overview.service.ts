import { type Allowance, allowanceOf } from '../../../shared/billing/allowance';
import type {
  BillingOverview,
  CurrentPlanView,
  UsageView,
} from '../../../shared/billing/billing-view';
import { daysRemaining, estimatedCostCents, meter, minutesOf } from '../../../shared/billing/usage';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import {
  accountPlans,
  agentCount,
  creditBalanceCents,
  dialsInPeriods,
  listCards,
  listInvoices,
  recentCredits,
  talkSeconds,
} from './billing.repository';
import { recordDueInvoices } from './invoices.service';

type Deps = Pick<AppDeps, 'db'>;

const INVOICES_SHOWN = 100;
const CREDITS_SHOWN = 20;

export async function currentAllowance(deps: Deps, accountId: string, now: Date) {
  const row = (await accountPlans(deps.db, [accountId])).get(accountId)!;
  return { row, allowance: allowanceOf(row, now) };
}

/** Usage of the current period from the account's own call rows and agents. */
export async function usageOf(
  deps: Deps,
  accountId: string,
  allowance: Allowance,
): Promise<UsageView> {
  const period = { start: allowance.start, end: allowance.end };
  const [dials, seconds, agents] = await Promise.all([
    dialsInPeriods(deps.db, [{ accountId, ...period }]),
    talkSeconds(deps.db, accountId, period),
    agentCount(deps.db, accountId),
  ]);
  const dialMeter = meter(dials.get(accountId) ?? 0, allowance.dials);
  return {
    periodStart: allowance.start.toISOString(),
    periodEnd: allowance.end.toISOString(),
    dials: dialMeter,
    agents: meter(agents, allowance.agents),
    talkMinutes: meter(minutesOf(seconds), allowance.talkMinutes),
    secondsUsed: seconds,
    estimatedCostCents: estimatedCostCents(seconds),
    dialingPaused: allowance.ended || dialMeter.state === 'reached',
  };
}

function planView(allowance: Allowance, now: Date): CurrentPlanView {
  if (allowance.kind === 'plan') {
    return {
      kind: 'plan',
      planId: allowance.planId!,
      periodStart: allowance.start.toISOString(),
      periodEnd: allowance.end.toISOString(),
    };
  }
  return {
    kind: 'trial',
    startedAt: allowance.start.toISOString(),
    endsAt: allowance.end.toISOString(),
    daysRemaining: daysRemaining(allowance.end, now),
    ended: allowance.ended,
  };
}

/** The plan, limits and usage only: what the dashboard's limit banner reads. */
export async function getPlanUsage(deps: Deps, accountId: string) {
  const now = new Date();
  const { allowance } = await currentAllowance(deps, accountId, now);
  return {
    plan: planView(allowance, now),
    planLabel: allowance.label,
    usage: await usageOf(deps, accountId, allowance),
  };
}

export async function getBillingOverview(deps: Deps, user: SessionUser): Promise<BillingOverview> {
  const now = new Date();
  const accountId = user.accountId;
  const { row, allowance } = await currentAllowance(deps, accountId, now);
  await recordDueInvoices(deps.db, row, now);
  const [usage, balanceCents, cards, invoices, credits] = await Promise.all([
    usageOf(deps, accountId, allowance),
    creditBalanceCents(deps.db, accountId),
    listCards(deps.db, accountId),
    listInvoices(deps.db, accountId, INVOICES_SHOWN),
    recentCredits(deps.db, accountId, CREDITS_SHOWN),
  ]);
  return {
    plan: planView(allowance, now),
    usage,
    balanceCents,
    cards: cards.map((card) => ({
      id: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cardName: card.card_name,
      createdAt: card.created_at.toISOString(),
    })),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      date: invoice.period_start.toISOString(),
      description: invoice.description,
      amountCents: Number(invoice.amount_cents),
      status: invoice.status,
    })),
    credits: credits.map((entry) => ({
      id: entry.id,
      amountCents: Number(entry.amount_cents),
      addedBy: entry.added_by_name,
      createdAt: entry.created_at.toISOString(),
    })),
    canManage: user.role === 'owner',
  };
}
