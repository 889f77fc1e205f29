import { sql } from 'kysely';
import { callingClockStartingAt } from '../../server/modules/campaigns/rounds/calling-clock';
import { startPreview } from '../../server/modules/campaigns/start-preview/start-preview.service';
import { startPreviewSentence } from '../../shared/dialer/start-preview';
import type { BenchInfra } from './bench-env';
import { ms, summarize } from './stats';

const KEYS = [
  'America/New_York|NY',
  'America/Chicago|TX',
  'America/Denver|CO',
  'America/Los_Angeles|CA',
];
/** Tuesday 23:00 ET / 20:00 PT: only the Pacific quarter is inside its hours. */
const NIGHT = new Date('2026-03-11T03:00:00Z');

/**
 * One list of `size` contacts: 30% never called, 20% waiting for a retry, 5% held by Florida's
 * cap, 5% without a time zone, 5% invalid numbers, 5% on the do-not-call list, 30% done.
 */
async function seedList(infra: BenchInfra, size: number) {
  const { rows } = await sql<{ id: string; account_id: string }>`
    with a as (insert into accounts (name) values ('reason bench') returning id),
    l as (
      insert into contact_lists (account_id, name, file_name, contact_count, zones_ready)
      select id, 'reasons ' || ${size}, 'reasons.csv', ${size}, true from a
      returning id, account_id
    ), k as (
      insert into list_window_keys (list_id, window_key)
      select l.id, key from l cross join unnest(${KEYS}::text[]) as key returning 1
    ), c as (
      insert into contacts (list_id, account_id, row_number, phone_number, first_name,
        window_key, status, attempts, next_eligible_at, skip_reason)
      select l.id, l.account_id, g, '+1214' || (2000000 + g)::text, 'C' || g,
        case when g % 20 = 11 then '|' else (${KEYS}::text[])[1 + g % 4] end,
        case when g % 20 < 6 or g % 20 = 11 then 'Not Called'
             when g % 20 < 11 then 'Dial No Answer'
             when g % 20 = 12 then 'Invalid Number' when g % 20 = 13 then 'Do Not Call'
             else 'Answered' end,
        case when g % 20 < 6 or g % 20 = 11 then 0 else 1 end,
        case when g % 20 < 6 or g % 20 = 11 then 'epoch'::timestamptz
             when g % 20 < 11 then now() + interval '1 hour' else null end,
        case when g % 20 = 10 then 'state-call-cap' when g % 20 = 11 then 'no-time-zone' end
      from l cross join generate_series(1, ${size}) g
      returning 1
    )
    select id, account_id from l`.execute(infra.db);
  await sql`analyze contacts`.execute(infra.db);
  return rows[0]!;
}

async function timed(samples: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

export async function reasonCountsBench(infra: BenchInfra, quick: boolean) {
  const sizes = quick ? [2_000] : [10_000, 100_000];
  const samples = quick ? 20 : 200;
  const deps = {
    db: infra.db,
    config: infra.config,
    voice: infra.voice,
    callingClock: callingClockStartingAt(NIGHT),
  };
  const lines: string[] = [];
  let sentence = '';
  let p99AtLargest = 0;
  let ratioAtLargest = 0;
  for (const size of sizes) {
    const list = await seedList(infra, size);
    const preview = () => startPreview(deps, list.account_id, list.id);
    const floor = () =>
      sql`select count(*) from contacts where list_id = ${list.id}`.execute(infra.db);
    await timed(10, preview); // warm-up
    await timed(10, floor);
    const product: number[] = [];
    const bare: number[] = [];
    // Interleaved, so a burst of load on the shared machine falls on both.
    for (let i = 0; i < samples; i++) {
      product.push(...(await timed(1, preview)));
      bare.push(...(await timed(1, floor)));
    }
    const p = summarize(product);
    const f = summarize(bare);
    p99AtLargest = p.p99;
    ratioAtLargest = p.median / f.median;
    sentence = startPreviewSentence(await preview());
    lines.push(
      `| ${size.toLocaleString('en-US')} | ${ms(p.median)} | **${ms(p.p99)}** | ${ms(p.max)} | ${ms(f.median)} / ${ms(f.p99)} | ${ratioAtLargest.toFixed(2)}× |`,
    );
  }
  return {
    title: 'Counts by skip reason at read time (the start preview)',
    p99AtLargest,
    ratioAtLargest,
    body: `
\`startPreview\` (\`dialer.preview\`): the list row, its open window keys (\`listWindows\`) and one
grouped statement over the list's contacts with \`skipReasonCodeSql\` (the SQL twin of the contact
table's reason), then the next window's opening. ${samples} samples per size after 10 warm-up,
interleaved with the floor: \`select count(*) from contacts where list_id = $1\` (the same rows
read, nothing decided). Clock: Tuesday 23:00 ET / 20:00 PT (only the Pacific quarter is open).
List mix: 30% never called, 20% waiting for a retry, 5% held by a state cap, 5% without a time
zone, 5% invalid, 5% on the do-not-call list, 30% done.

| contacts in the list | median | p99 | max | floor median / p99 | median ÷ floor |
|---|---|---|---|---|---|
${lines.join('\n')}

Target (issue 29): p99 under 50 ms at 100,000 contacts. Preview at the largest size:
"${sentence}"`,
  };
}
