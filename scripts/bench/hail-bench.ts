import { sql } from 'kysely';
import { importHailFile } from '../../server/modules/storm/archive/hail-import.service';
import { hailInCircle } from '../../server/modules/storm/archive/hail-search.repository';
import type { BenchInfra } from './bench-env';
import { nceiFile, random } from './hail-bench-file';
import { ms, summarize } from './stats';

async function timeSearches(infra: BenchInfra, samples: number): Promise<number[]> {
  const next = random(7);
  const range = { from: new Date('2024-01-01'), to: new Date('2026-01-01') };
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const circle = { lat: 26 + next() * 22, lon: -123 + next() * 55, radiusMiles: 10 };
    const started = performance.now();
    await hailInCircle(infra.db, circle, range, 500);
    times.push(performance.now() - started);
  }
  return times;
}

async function searchPlan(infra: BenchInfra): Promise<string> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`
    explain (analyze, costs off)
    select id from hail_events
    where lat between 32.89 and 33.18 and lon between -96.98 and -96.64
      and begins_at >= '2024-01-01' and begins_at < '2026-01-01'
      and hail_miles(lat, lon, 33.03, -96.81) <= 10`.execute(infra.db);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

export async function hailBench(infra: BenchInfra, quick: boolean) {
  const rows = quick ? 20_000 : 1_500_000;
  const samples = quick ? 50 : 1000;
  const started = performance.now();
  const summary = await importHailFile(infra.db, {
    fileName: 'StormEvents_details-ftp_v1.0_d2025_c20260101.csv',
    bytesTotal: null,
    body: nceiFile(rows),
    userId: null,
    maxBytes: Number.MAX_SAFE_INTEGER,
  });
  const seconds = (performance.now() - started) / 1000;
  const rowsPerSecond = summary.rowsRead / seconds;
  await sql`analyze hail_events`.execute(infra.db);
  await timeSearches(infra, 20);
  const s = summarize(await timeSearches(infra, samples));
  return {
    title: 'Hail archive: NCEI import and radius search',
    rowsPerSecond,
    searchP99: s.p99,
    body: `
A generated NCEI details file in the real 51-column layout (${rows.toLocaleString('en-US')} rows,
~10% hail, positions across the lower 48, narratives ~170 characters) streamed through
\`importHailFile\` (papaparse in paused chunks, batches of 2,000 upserts): ${summary.imported.toLocaleString('en-US')}
hail rows in ${seconds.toFixed(1)} s, **${Math.round(rowsPerSecond).toLocaleString('en-US')} rows/s**
(target ≥ 50,000). Then ${samples} radius searches (10 miles, 2 years, random places) after 20
warm-up searches:

| searches | min | median | p99 | max |
|---|---|---|---|---|
| ${samples} | ${ms(s.min)} | ${ms(s.median)} | ${ms(s.p99)} | ${ms(s.max)} |

Target: p99 < 20 ms. Building a storm list from 1M contacts is not measured: storm-targeted
lists are not built yet. Plan of one search:

\`\`\`
${await searchPlan(infra)}
\`\`\`
`,
  };
}
