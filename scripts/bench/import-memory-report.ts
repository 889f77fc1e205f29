import type { importMemoryBench } from './import-memory-bench';

type Result = Awaited<ReturnType<typeof importMemoryBench>>;

const mb = (n: number) => `${Math.round(n)} MB`;
const verdict = (value: number, limit: number) => (value < limit ? 'under' : '**over**');

/** The `import-memory` section of docs/benchmarks.md. */
export function importMemoryReport({ rows, bytes, results, med }: Result) {
  const one = {
    api: med((r) => r.one.api),
    worker: med((r) => r.one.worker),
    p99: med((r) => r.one.p99),
  };
  const three = {
    api: med((r) => r.three.api),
    worker: med((r) => r.three.worker),
    p99: med((r) => r.three.p99),
  };
  const rowsPerSecond = med((r) => r.one.rowsPerSecond);
  const floor = med((r) => r.floor);
  const runLines = results
    .map(
      (r, i) =>
        `| ${i + 1} | ${mb(r.one.api)} (idle ${mb(r.one.apiIdle)}) | ${mb(r.one.worker)} (idle ${mb(r.one.workerIdle)}) | ${r.one.p99.toFixed(1)} ms (${r.one.readyzFailed} × 503) | ${mb(r.three.api)} | ${mb(r.three.worker)} | ${r.three.p99.toFixed(1)} ms (${r.three.readyzFailed} × 503) | ${Math.round(r.one.rowsPerSecond)} | ${Math.round(r.floor)} | ${r.load} |`,
    )
    .join('\n');
  const body = `
File: ${rows.toLocaleString('en-US')} short rows (\`phone,first_name\`), ${(bytes / 2 ** 20).toFixed(2)} MiB.
The real API (\`server/main.ts\`) and worker (\`worker/main.ts\`) run as two Node processes on a fresh
database for each run. Three accounts sign up
through \`auth.signUp\`; the file goes through \`POST /api/uploads\` signed in (202: spooled into
Postgres chunks by the API, imported by the worker's \`file-import\` job), first once, then three at
once (one per account). RSS of each process is read from \`/proc/<pid>/status\` every 100 ms;
growth = peak − idle, idle being the RSS once signed up, before the first upload (the three-file
phase keeps whatever the first left, so its growth is not flattered). A separate Node process asks \`GET /readyz\` every 10 ms meanwhile. rows/s is
one file's rows over upload start → import done; the floor is COPY of the same stored rows
(read back beforehand) into a fresh table of the same shape (\`LIKE contacts INCLUDING ALL\`: defaults, identity, indexes),
one transaction, through pg.

| median of ${results.length} | API growth | worker growth | /readyz p99 |
|---|---|---|---|
| one file | ${mb(one.api)} (${verdict(one.api, 150)} 150) | ${mb(one.worker)} (${verdict(one.worker, 150)} 150) | ${one.p99.toFixed(1)} ms |
| three at once | ${mb(three.api)} (${verdict(three.api, 400)} 400) | ${mb(three.worker)} (${verdict(three.worker, 400)} 400) | ${three.p99.toFixed(1)} ms |

Import **${Math.round(rowsPerSecond).toLocaleString('en-US')} rows/s** against the COPY floor's
${Math.round(floor).toLocaleString('en-US')} rows/s (${(floor / rowsPerSecond).toFixed(1)}× slower: the
import also parses, normalises every number, finds its zones, sets duplicates aside and marks
do-not-call numbers).

| run | one: API | one: worker | one: p99 | three: API | three: worker | three: p99 | rows/s | floor rows/s | load average (1, 5, 15 min) start → end |
|---|---|---|---|---|---|---|---|---|---|
${runLines}`;
  return {
    title:
      'Import memory (#44): API and worker RSS for a 10 MB / 650k-row file, one and three at once',
    body,
    headline: `one file API +${mb(one.api)} worker +${mb(one.worker)}; three API +${mb(three.api)} worker +${mb(three.worker)}; /readyz p99 ${Math.max(one.p99, three.p99).toFixed(1)} ms; ${Math.round(rowsPerSecond)} rows/s (floor ${Math.round(floor)})`,
  };
}
