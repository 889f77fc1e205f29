import { sql } from 'kysely';
import { getLeadsPage, getStageCounts } from '../../server/modules/leads/leads.service';
import type { BenchInfra } from './bench-env';
import { summaryRow, timeSamples } from './stats';

const LISTS = 4;

/**
 * One account with `size` contacts over four lists: half New, a quarter Contacted, a tenth
 * Interested, a twentieth each Appointment, Won and Lost; every tenth contact tagged 'Hot lead'.
 * The stage counters are written as the stage writer would have left them; the tag's counters by
 * their trigger (migration 0044).
 */
async function seedLeads(infra: BenchInfra, size: number) {
  const perList = Math.ceil(size / LISTS);
  const account = await infra.db
    .insertInto('accounts')
    .values({ name: 'leads bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    with l as (
      insert into contact_lists (account_id, name, file_name, contact_count, zones_ready)
      select ${account.id}::uuid, 'Leads ' || n, 'leads.csv', ${perList}, true
      from generate_series(1, ${LISTS}) n
      returning id, account_id
    )
    insert into contacts (list_id, account_id, row_number, phone_number, first_name, stage)
    select l.id, l.account_id, g, '+1214' || (2000000 + g)::text, 'Lead ' || g,
      case when g % 20 < 10 then 'New' when g % 20 < 15 then 'Contacted'
        when g % 20 < 17 then 'Interested' when g % 20 = 17 then 'Appointment'
        when g % 20 = 18 then 'Won' else 'Lost' end
    from l cross join generate_series(1, ${perList}) g`.execute(infra.db);
  await sql`
    insert into contact_stage_counts (account_id, stage, shard, n)
    select account_id, stage, 0, count(*) from contacts
    where account_id = ${account.id} and stage <> 'New' group by account_id, stage`.execute(
    infra.db,
  );
  await sql`
    insert into contact_tags (account_id, tag, contact_id, stage)
    select account_id, 'Hot lead', id, stage from contacts
    where account_id = ${account.id} and id % 10 = 0`.execute(infra.db);
  await sql`analyze contacts`.execute(infra.db);
  await sql`analyze contact_tags`.execute(infra.db);
  return { accountId: account.id, total: perList * LISTS };
}

export async function leadsBench(infra: BenchInfra, quick: boolean) {
  const size = quick ? 20_000 : 1_000_000;
  const samples = quick ? 20 : 200;
  const { accountId, total } = await seedLeads(infra, size);
  const counted = await getStageCounts(infra, accountId, {});
  const sum = counted.reduce((n, s) => n + s.count, 0);
  if (sum !== total) throw new Error(`stage counts add up to ${sum}, not ${total}`);
  const deep = await sql<{ id: string }>`
    select id from contacts where account_id = ${accountId}
    order by id desc offset ${Math.floor(total * 0.9)} limit 1`.execute(infra.db);
  const cursor = String(deep.rows[0]!.id);

  const firstPage = await timeSamples(samples, () => getLeadsPage(infra, accountId, {}, null));
  const deepPage = await timeSamples(samples, () => getLeadsPage(infra, accountId, {}, cursor));
  const stagePage = await timeSamples(samples, () =>
    getLeadsPage(infra, accountId, { stage: 'Appointment' }, null),
  );
  const tagPage = await timeSamples(samples, () =>
    getLeadsPage(infra, accountId, { tag: 'Hot lead' }, null),
  );
  const counts = await timeSamples(samples, () => getStageCounts(infra, accountId, {}));
  const tagCounts = await timeSamples(samples, () =>
    getStageCounts(infra, accountId, { tag: 'Hot lead' }),
  );
  const worstP99 = Math.max(
    ...[firstPage, deepPage, stagePage, tagPage, counts, tagCounts].map((s) => s.p99),
  );
  return {
    title: 'Leads page (pipeline)',
    worstP99,
    body: `
One account with ${total.toLocaleString('en-US')} contacts over ${LISTS} lists, six stages (half
New), every tenth contact tagged 'Hot lead'. ${samples} samples each after 10 warm-up runs.

| query | min | median | p99 | max |
|---|---|---|---|---|
${summaryRow('page of 50, all stages, newest first', firstPage)}
${summaryRow('page of 50, 90% deep by keyset', deepPage)}
${summaryRow("page of 50, stage 'Appointment'", stagePage)}
${summaryRow("page of 50, tag 'Hot lead'", tagPage)}
${summaryRow('counts per stage (kept counters)', counts)}
${summaryRow("counts per stage within tag 'Hot lead' (kept counters)", tagCounts)}

Target: a page of 50 and the per-stage counts p99 under 100 ms at 1,000,000 contacts. The counts
with a tag are kept per (tag, stage); with a search they are counted over the matching contacts,
and search by digits or name is a filtered walk, not indexed.`,
  };
}
