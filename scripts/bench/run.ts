/**
 * `npm run bench` (full sizes, results to docs/benchmarks.md) or `-- --quick` (tiny sizes; the
 * test suite runs this mode so the scripts cannot rot). `--out <file>` writes elsewhere.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { resolveServiceUrls, type ServiceUrls } from '../lib/service-urls';
import { createBenchInfra } from './bench-env';
import { claimBench } from './claim-bench';
import { importBench } from './import-bench';
import { machineDetails, renderReport } from './report';
import { roundsBench } from './rounds-bench';

export async function runBenchmarks(options: {
  quick: boolean;
  out: string;
  services?: ServiceUrls;
}) {
  const services = options.services ?? (await resolveServiceUrls());
  try {
    const infra = await createBenchInfra(services);
    let serverVersion = 'unknown';
    try {
      serverVersion = (
        await sql<{ v: string }>`select current_setting('server_version') as v`.execute(infra.db)
      ).rows[0]!.v;
      const importResult = await importBench(infra, options.quick);
      console.log(`[bench] import: ${importResult.ratio.toFixed(2)}× COPY`);
      const claimResult = await claimBench(infra, options.quick);
      console.log(`[bench] claim: worst p99 ${claimResult.worstP99.toFixed(2)} ms`);
      const roundsResult = await roundsBench(services, options.quick);
      console.log(
        `[bench] rounds: p99 ${roundsResult.p99AtLargest.toFixed(0)} ms at the largest size`,
      );
      const report = renderReport(
        machineDetails(serverVersion),
        [importResult, claimResult, roundsResult],
        options.quick,
      );
      mkdirSync(path.dirname(options.out), { recursive: true });
      writeFileSync(options.out, report);
      console.log(`[bench] wrote ${options.out}`);
      return { importResult, claimResult, roundsResult };
    } finally {
      await infra.dispose();
    }
  } finally {
    await services.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const outIndex = args.indexOf('--out');
  const out =
    outIndex >= 0
      ? args[outIndex + 1]!
      : quick
        ? 'test-results/benchmarks-quick.md'
        : 'docs/benchmarks.md';
  await runBenchmarks({ quick, out });
  process.exit(0);
}
