import fc from 'fast-check';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/types';
import { listSummaries } from '../../../server/modules/campaigns/lists/contact-lists.repository';
import {
  recordContactResults,
  requeueContacts,
} from '../../../server/modules/campaigns/model/contact-results';
import { callingClockOf } from '../../../server/modules/campaigns/rounds/calling-clock';
import { openKeysOfList } from '../../../server/modules/campaigns/rounds/list-windows';
import { claimContacts } from '../../../server/modules/campaigns/rounds/rounds.repository';
import {
  CALL_OUTCOMES,
  CONTACT_STATUSES,
  type ContactStatus,
} from '../../../shared/dialer/contact-status';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();
const owner = await signedInUser(ctx, 'counts');
const accountId = owner.user.accountId;

/** What a statement does to the contacts; `pick` chooses among the rows it may touch. */
const Op = fc.oneof(
  fc.record({ kind: fc.constant('claim' as const), count: fc.integer({ min: 1, max: 8 }) }),
  fc.record({
    kind: fc.constant('outcome' as const),
    outcome: fc.constantFrom(...CALL_OUTCOMES),
    pick: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('not-placed' as const), pick: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('clean-number' as const), pick: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('copy' as const), pick: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('status-change' as const),
    status: fc.constantFrom(...CONTACT_STATUSES),
    pick: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ kind: fc.constant('delete-list' as const) }),
);
type Op = typeof Op extends fc.Arbitrary<infer T> ? T : never;

async function contactIds(listIds: string[], where: ContactStatus | null, limit: number) {
  const { rows } = await sql<{ id: number }>`
    select id from contacts where list_id = any(${listIds}::uuid[])
      and (${where}::text is null or status = ${where})
    order by random() limit ${limit}`.execute(ctx.db);
  return rows.map((row) => Number(row.id));
}

/** A claim's ask for one list, with the window keys open at the tests' calling clock. */
async function want(trx: Transaction<Database>, listId: string, count: number) {
  return { listId, count, openKeys: await openKeysOfList(trx, listId, callingClockOf(ctx).now()) };
}

/** Applies one op in its own transaction, through the product's statement where there is one. */
async function apply(op: Op, lists: string[]): Promise<void> {
  const now = new Date();
  if (op.kind === 'claim') {
    await ctx.db
      .transaction()
      .execute(async (trx) =>
        claimContacts(trx, [await want(trx, lists[0]!, op.count)], now, false),
      );
  } else if (op.kind === 'outcome') {
    const ids = await contactIds(lists, 'In Progress', op.pick);
    const results = ids.map((contactId) => ({
      contactId,
      status: op.outcome,
      attempts: 1,
      nextEligibleAt: null,
    }));
    await ctx.db.transaction().execute((trx) => recordContactResults(trx, results, now));
  } else if (op.kind === 'not-placed') {
    const ids = await contactIds(lists, 'In Progress', op.pick);
    const contacts = ids.map((contactId) => ({ contactId, eligibleAt: now }));
    await ctx.db.transaction().execute((trx) => requeueContacts(trx, contacts));
  } else if (op.kind === 'clean-number') {
    const ids = await contactIds(lists, null, op.pick);
    await sql`update contacts set status = 'Invalid Number', next_eligible_at = null
      where id = any(${ids}::bigint[])`.execute(ctx.db);
  } else if (op.kind === 'copy') {
    const ids = await contactIds([lists[0]!], null, op.pick);
    await sql`
      insert into contacts (list_id, account_id, row_number, phone_number, first_name, status)
      select ${lists.at(-1)!}, account_id,
        (select coalesce(max(row_number), 0) from contacts where list_id = ${lists.at(-1)!}) +
          row_number() over (order by id),
        phone_number, first_name, status
      from contacts where id = any(${ids}::bigint[])`.execute(ctx.db);
  } else if (op.kind === 'delete') {
    const ids = await contactIds(lists, null, op.pick);
    await sql`delete from contacts where id = any(${ids}::bigint[])`.execute(ctx.db);
  } else if (op.kind === 'status-change') {
    const ids = await contactIds(lists, null, op.pick);
    await sql`update contacts set status = ${op.status} where id = any(${ids}::bigint[])`.execute(
      ctx.db,
    );
  } else {
    await ctx.db.deleteFrom('contact_lists').where('id', '=', lists.pop()!).execute();
    lists.push((await importList(ctx, accountId, 12)).id);
  }
}

async function recount(): Promise<Record<string, number>> {
  const { rows } = await sql<{ list_id: string; status: string; n: string }>`
    select c.list_id, c.status, count(*) as n from contacts c
    join contact_lists l on l.id = c.list_id
    where c.status <> 'Not Called' and l.account_id = ${accountId}
    group by c.list_id, c.status`.execute(ctx.db);
  return Object.fromEntries(rows.map((row) => [`${row.list_id} ${row.status}`, Number(row.n)]));
}

async function kept(): Promise<Record<string, number>> {
  const { rows } = await sql<{ list_id: string; status: string; n: string }>`
    select k.list_id, k.status, sum(k.n) as n from contact_status_counts k
    join contact_lists l on l.id = k.list_id
    where l.account_id = ${accountId}
    group by k.list_id, k.status having sum(k.n) <> 0`.execute(ctx.db);
  return Object.fromEntries(rows.map((row) => [`${row.list_id} ${row.status}`, Number(row.n)]));
}

describe('per-list contact status counts (kept by triggers on contacts)', () => {
  it('equal a recount after any sequence of claims, outcomes, not-placed calls, cleaning, copies, deletions and status changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(Op, { minLength: 1, maxLength: 10 }), async (ops) => {
        await ctx.db.deleteFrom('contact_lists').where('account_id', '=', accountId).execute();
        const lists = [
          (await importList(ctx, accountId, 15)).id,
          (await importList(ctx, accountId, 12)).id,
        ];
        for (const op of ops) await apply(op, lists);
        expect(await kept()).toEqual(await recount());
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('list summaries read them: Not Called is the contact count less the dialled', async () => {
    await ctx.db.deleteFrom('contact_lists').where('account_id', '=', accountId).execute();
    const list = await importList(ctx, accountId, 10);
    await ctx.db
      .transaction()
      .execute(async (trx) => claimContacts(trx, [await want(trx, list.id, 4)], new Date(), false));
    const [claimed] = await contactIds([list.id], 'In Progress', 1);
    await ctx.db
      .transaction()
      .execute((trx) =>
        recordContactResults(
          trx,
          [{ contactId: claimed!, status: 'Answered', attempts: 1, nextEligibleAt: null }],
          new Date(),
        ),
      );
    const [summary] = await listSummaries(ctx.db, accountId, list.id);
    expect(summary!.counts).toEqual({ 'Not Called': 6, 'In Progress': 3, Answered: 1 });
  });

  it('a deleted list leaves no counts behind', async () => {
    const list = await importList(ctx, accountId, 5);
    await ctx.db
      .transaction()
      .execute(async (trx) => claimContacts(trx, [await want(trx, list.id, 2)], new Date(), false));
    await ctx.db.deleteFrom('contact_lists').where('id', '=', list.id).execute();
    const left = await ctx.db
      .selectFrom('contact_status_counts')
      .select('n')
      .where('list_id', '=', list.id)
      .execute();
    expect(left).toEqual([]);
  });
});
