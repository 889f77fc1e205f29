/**
 * `npm run bench` (full sizes, results to docs/benchmarks.md) or `-- --quick` (tiny sizes; the
 * test suite runs this mode so the scripts cannot rot). `--out <file>` writes elsewhere.
 * `npm run bench -- dialer-scale [--sizes 100,1000]` runs that one benchmark and rewrites only
 * its section of the report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { resolveServiceUrls, type ServiceUrls } from '../lib/service-urls';
import { createBenchInfra } from './bench-env';
import { claimBench } from './claim-bench';
import { dialerScaleBench } from './dialer-scale-bench';
import { importBench } from './import-bench';
import { machineDetails, renderReport } from './report';
import { rewriteSection } from './report-section';

async function serverVersionOf(services: ServiceUrls): Promise<string> {
  const infra = await createBenchInfra(services);
  try {
    return (
      await sql<{ v: string }>`select current_setting('server_version') as v`.execute(infra.db)
    ).rows[0]!.v;
  } finally {
    await infra.dispose();
  }
}

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
      const dialerResult = await dialerScaleBench({ services, quick: options.quick });
      const report = renderReport(
        machineDetails(serverVersion),
        [importResult, claimResult, dialerResult],
        options.quick,
      );
      mkdirSync(path.dirname(options.out), { recursive: true });
      writeFileSync(options.out, report);
      console.log(`[bench] wrote ${options.out}`);
      return { importResult, claimResult, dialerResult };
    } finally {
      await infra.dispose();
    }
  } finally {
    await services.stop();
  }
}

/** One named benchmark; only its section of `out` is rewritten. */
async function runOne(name: string, options: { quick: boolean; out: string; sizes?: number[] }) {
  if (name !== 'dialer-scale') throw new Error(`Unknown benchmark ${name} (known: dialer-scale)`);
  const services = await resolveServiceUrls();
  try {
    const machine = machineDetails(await serverVersionOf(services));
    const result = await dialerScaleBench({ services, quick: options.quick, sizes: options.sizes });
    rewriteSection(options.out, machine, result);
    console.log(`[bench] dialer-scale: ${result.headline}`);
    console.log(`[bench] wrote the ${result.title} section of ${options.out}`);
  } finally {
    await services.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const flagValue = (flag: string) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const out =
    flagValue('--out') ?? (quick ? 'test-results/benchmarks-quick.md' : 'docs/benchmarks.md');
  const flagValues = new Set([flagValue('--out'), flagValue('--sizes')]);
  const name = args.find((arg) => !arg.startsWith('--') && !flagValues.has(arg));
  const sizes = flagValue('--sizes')?.split(',').map(Number);
  if (name) await runOne(name, { quick, out, sizes });
  else await runBenchmarks({ quick, out });
  process.exit(0);
}
