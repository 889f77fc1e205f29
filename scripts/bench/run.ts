/**
 * `npm run bench` runs every benchmark; `npm run bench -- <name> [<name>…]` runs the named ones.
 * Each rewrites only its own section of docs/benchmarks.md. `--quick` runs tiny sizes (the test
 * suite does, so the scripts cannot rot) into test-results/; `--out <file>` writes elsewhere.
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { resolveServiceUrls, type ServiceUrls } from '../lib/service-urls';
import { BENCHMARKS, type Benchmark, type BenchResult } from './benchmarks';
import { machineDetails, renderSection, writeSection } from './report';
import { BENCH_LIMIT_MS, withinLimit } from './time-limit';

async function serverVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ v: string }>(`select current_setting('server_version') as v`))
      .rows[0]!.v;
  } finally {
    await client.end();
  }
}

export async function runBenchmarks(options: {
  names?: string[];
  quick: boolean;
  out: string;
  services?: ServiceUrls;
  limitMs?: number;
  registry?: Record<string, Benchmark>;
}): Promise<Record<string, BenchResult>> {
  const registry = options.registry ?? BENCHMARKS;
  const names = options.names?.length ? options.names : Object.keys(registry);
  const unknown = names.filter((name) => !(name in registry));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(registry).join(', ')}`,
    );
  }
  const limitMs = options.limitMs ?? BENCH_LIMIT_MS[options.quick ? 'quick' : 'full'];
  const services = options.services ?? (await resolveServiceUrls());
  const results: Record<string, BenchResult> = {};
  try {
    const machine = machineDetails(await serverVersion(services.databaseUrl));
    for (const name of names) {
      const result = await withinLimit(
        name,
        limitMs,
        registry[name]!({ services, quick: options.quick }),
      );
      console.log(`[bench] ${name}: ${result.headline}`);
      writeSection(options.out, name, renderSection(name, result, machine));
      results[name] = result;
    }
    console.log(`[bench] wrote ${options.out}`);
    return results;
  } finally {
    await withinLimit('shutdown', 30_000, services.stop());
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const outIndex = args.indexOf('--out');
  const names = args.filter(
    (arg, i) => !arg.startsWith('--') && (outIndex < 0 || i !== outIndex + 1),
  );
  const out =
    outIndex >= 0
      ? args[outIndex + 1]!
      : quick
        ? 'test-results/benchmarks-quick.md'
        : 'docs/benchmarks.md';
  try {
    await runBenchmarks({ names, quick, out });
    process.exit(0);
  } catch (error) {
    // A hung benchmark's handles are still open: exit rather than wait for them.
    console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
