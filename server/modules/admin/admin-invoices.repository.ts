import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** The most invoices the admin list shows, newest first. */
export const ADMIN_INVOICES_LIMIT = 200;

export type AdminInvoiceRow = {
  id: string;
  accountName: string;
  description: string;
  amountCents: number;
  status: 'paid' | 'pending';
  periodStart: string;
};

/** Every account's recorded invoices, newest first, for an admin to mark paid. */
export async function listAllInvoices(db: Kysely<Database>): Promise<AdminInvoiceRow[]> {
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('accounts as a', 'a.id', 'i.account_id')
    .select([
      'i.id',
      'a.name as account_name',
      'i.description',
      'i.amount_cents',
      'i.status',
      'i.period_start',
    ])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(ADMIN_INVOICES_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    accountName: row.account_name,
    description: row.description,
    amountCents: Number(row.amount_cents),
    status: row.status === 'paid' ? 'paid' : 'pending',
    periodStart: new Date(row.period_start).toISOString(),
  }));
}
