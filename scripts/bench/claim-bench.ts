import { sql } from 'kysely';
import { openKeysOfList } from '../../server/modules/campaigns/rounds/list-windows';
import { claimEligibleContacts } from '../../server/modules/campaigns/rounds/rounds.repository';
import type { BenchInfra } from './bench-env';
import { ms, summarize } from './stats';

/** Four zones across the country: at the simulated night only the Pacific one is open. */
const BENCH_KEYS = [
  'America/New_York|NY',
  'America/Chicago|TX',
  'America/Denver|CO',
  'America/Los_Angeles|CA',
];
/** Tuesday 14:00 ET: every key open. */
const DAY = new Date('2026-03-10T18:00:00Z');
/** Tuesday 23:00 ET, 20:00 PT: only the Pacific key is open; three quarters of the list waits. */
const NIGHT = new Date('2026-03-11T03:00:00Z');

/**
 * One list of `size` contacts in a steady-state mix: 30% eligible now, 20% waiting for a retry,
 * 50% never again (answered, completed or at the attempt limit).
 */
async function seedList(infra: BenchInfra, size: number): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    with a as (insert into accounts (name) values ('claim bench') returning id),
    l as (
      insert into contact_lists (account_id, name, file_name, contact_count, zones_ready)
      select id, 'claim ' || ${size}, 'claim.csv', ${size}, true from a returning id, account_id
    ), k as (
      insert into list_window_keys (list_id, window_key)
      select l.id, key from l cross join unnest(${BENCH_KEYS}::text[]) as key returning 1
    ), c as (
      insert into contacts (list_id, account_id, row_number, phone_number, first_name,
        window_key, status, attempts, next_eligible_at)
      select l.id, l.account_id, g, '+1214' || (2000000 + g)::text, 'C' || g,
        (${BENCH_KEYS}::text[])[1 + g % ${BENCH_KEYS.length}],
        case when g % 10 < 3 then 'Not Called' when g % 10 < 5 then 'Dial No Answer' else 'Answered' end,
        case when g % 10 < 3 then 0 else 1 end,
        case when g % 10 < 3 then 'epoch'::timestamptz
             when g % 10 < 5 then now() + interval '1 hour' else null end
      from l cross join generate_series(1, ${size}) g
      returning 1
    )
    select id from l`.execute(infra.db);
  await sql`analyze contacts`.execute(infra.db);
  return rows[0]!.id;
}

const ROLLBACK = new Error('rollback');

async function timeClaims(
  infra: BenchInfra,
  listId: string,
  samples: number,
  callingAt: Date,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    // Rolled back: every sample claims from the same list, whatever the sample count.
    await infra.db
      .transaction()
      .execute(async (trx) => {
        const started = performance.now();
        const open = await openKeysOfList(trx, listId, callingAt);
        const claimed = await claimEligibleContacts(trx, listId, 5, new Date(), open, false);
        times.push(performance.now() - started);
        if (claimed.length !== 5) throw new Error(`claimed ${claimed.length}, expected 5`);
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
  }
  return times;
}

async function claimPlan(infra: BenchInfra, listId: string): Promise<string> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`
    explain (analyze, buffers, costs off)
    select id from contacts
    where list_id = ${listId} and window_key = ${BENCH_KEYS[3]!}
      and next_eligible_at is not null and next_eligible_at <= now()
    order by next_eligible_at, row_number
    limit 5
    for update skip locked`.execute(infra.db);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

export async function claimBench(infra: BenchInfra, quick: boolean) {
  const sizes = quick ? [2_000, 10_000] : [10_000, 100_000, 1_000_000];
  const samples = quick ? 30 : 300;
  const lines: string[] = [];
  let plan = '';
  let worstP99 = 0;
  for (const size of sizes) {
    const listId = await seedList(infra, size);
    for (const [label, at] of [
      ['day', DAY],
      ['night', NIGHT],
    ] as const) {
      await timeClaims(infra, listId, 20, at); // warm-up
      const s = summarize(await timeClaims(infra, listId, samples, at));
      worstP99 = Math.max(worstP99, s.p99);
      lines.push(
        `| ${size.toLocaleString('en-US')} | ${label} | ${ms(s.min)} | ${ms(s.median)} | ${ms(s.p99)} | ${ms(s.max)} |`,
      );
    }
    plan = await claimPlan(infra, listId);
  }
  return {
    title: 'Claiming the next 5 eligible contacts',
    worstP99,
    body: `
\`openKeysOfList\` + \`claimEligibleContacts\` (per open window key: select … for update skip
locked, then update to In Progress, one statement) inside a transaction, ${samples} claims per size
and clock after 20 warm-up claims; list mix: 30% eligible now, 20% waiting for a retry, 50% never
again, spread over four zones (ET, CT, MT, PT). Day: Tuesday 14:00 ET, every zone open. Night:
Tuesday 23:00 ET / 20:00 PT, only the Pacific quarter may be called.

| contacts in the list | clock | min | median | p99 | max |
|---|---|---|---|---|---|
${lines.join('\n')}

Target: p99 under 5 ms and flat across sizes. Plan of the claim's select for the Pacific key at ${sizes.at(-1)!.toLocaleString('en-US')} contacts:

\`\`\`
${plan}
\`\`\``,
  };
}
