import { type Kysely, sql } from 'kysely';
import type { PlanId } from '../../../shared/billing/plans';
import type { InvoiceKind } from '../../db/tables/billing';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;

const iso = (at: Date) => at.toISOString();

/** What decides an account's allowance: when it was created (trial) and its chosen plan. */
export type AccountPlanRow = {
  accountId: string;
  createdAt: Date;
  planId: PlanId | null;
  periodAnchor: Date | null;
};

export async function accountPlans(db: Conn, accountIds: readonly string[]) {
  if (accountIds.length === 0) return new Map<string, AccountPlanRow>();
  const rows = await db
    .selectFrom('accounts as a')
    .leftJoin('billing_plans as p', 'p.account_id', 'a.id')
    .select(['a.id', 'a.created_at', 'p.plan_id', 'p.period_anchor'])
    .where('a.id', 'in', [...accountIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        accountId: row.id,
        createdAt: row.created_at,
        planId: row.plan_id,
        periodAnchor: row.period_anchor,
      },
    ]),
  );
}

/**
 * Calls placed (one per dial) per account within each account's own period, in one statement. A
 * call the provider refused before dialling was never placed and is not a dial; a simulated call
 * dials nobody and is not one either.
 */
export async function dialsInPeriods(
  db: Conn,
  periods: readonly { accountId: string; start: Date; end: Date }[],
): Promise<Map<string, number>> {
  if (periods.length === 0) return new Map();
  const { rows } = await sql<{ account_id: string; n: number }>`
    select p.account_id, (
      select count(*)::int from calls c
      where c.account_id = p.account_id and c.started_at >= p.start_at and c.started_at < p.end_at
        and c.state <> 'not-placed' and c.direction = 'outbound' and c.provider <> 'simulated'
    ) as n
    from unnest(
      ${periods.map((p) => p.accountId)}::uuid[],
      ${periods.map((p) => iso(p.start))}::timestamptz[],
      ${periods.map((p) => iso(p.end))}::timestamptz[]
    ) as p(account_id, start_at, end_at)`.execute(db);
  return new Map(rows.map((row) => [row.account_id, row.n]));
}

/**
 * Seconds of talk of the account's ended real (not simulated) calls that started within the
 * period: the provider's duration where it reported one, else the call's own start to end.
 */
export async function talkSeconds(
  db: Conn,
  accountId: string,
  period: { start: Date; end: Date },
): Promise<number> {
  const { rows } = await sql<{ seconds: number }>`
    select coalesce(sum(coalesce(
      duration_ms / 1000.0,
      extract(epoch from (ended_at - started_at))
    )), 0)::float8 as seconds
    from calls
    where account_id = ${accountId} and state = 'ended' and provider <> 'simulated'
      and started_at >= ${iso(period.start)}::timestamptz
      and started_at < ${iso(period.end)}::timestamptz`.execute(db);
  return Math.round(rows[0]?.seconds ?? 0);
}

export async function agentCount(db: Conn, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('voice_agents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listCards(db: Conn, accountId: string) {
  return db
    .selectFrom('payment_cards')
    .select(['id', 'brand', 'last4', 'exp_month', 'exp_year', 'card_name', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function creditBalanceCents(db: Conn, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), sql<string>`0`).as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function recentCredits(db: Conn, accountId: string, limit: number) {
  return db
    .selectFrom('credit_ledger')
    .select(['id', 'amount_cents', 'added_by_name', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function listInvoices(db: Conn, accountId: string, limit: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'period_start', 'description', 'amount_cents', 'status', 'kind'])
    .where('account_id', '=', accountId)
    .orderBy('period_start', 'desc')
    .orderBy('kind')
    .limit(limit)
    .execute();
}

export type NewInvoice = {
  accountId: string;
  kind: InvoiceKind;
  planId: PlanId;
  periodStart: Date;
  periodEnd: Date | null;
  description: string;
  amountCents: number;
};

/** Records invoices; one already recorded for the same account, kind and period stays as it is. */
export async function recordInvoices(db: Conn, invoices: readonly NewInvoice[]): Promise<void> {
  if (invoices.length === 0) return;
  await db
    .insertInto('invoices')
    .values(
      invoices.map((invoice) => ({
        account_id: invoice.accountId,
        kind: invoice.kind,
        plan_id: invoice.planId,
        period_start: invoice.periodStart,
        period_end: invoice.periodEnd,
        description: invoice.description,
        amount_cents: invoice.amountCents,
      })),
    )
    .onConflict((oc) => oc.columns(['account_id', 'kind', 'period_start']).doNothing())
    .execute();
}

export async function hasSetupFeeInvoice(db: Conn, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('account_id', '=', accountId)
    .where('kind', '=', 'setup-fee')
    .executeTakeFirst();
  return row !== undefined;
}
