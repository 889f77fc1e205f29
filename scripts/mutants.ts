/**
 * Planted bugs: applies each tests/mutants/*.patch to a scratch copy of the repository, runs the
 * test files its header names (`Tests: a.test.ts b.test.ts`), and reports KILLED (a test failed)
 * or SURVIVED. Exits non-zero when a mutant survives or no longer applies.
 *
 *   npm run mutants                    # every mutant
 *   npm run mutants -- refresh-token   # the mutants whose name contains the word
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { resolveServiceUrls } from './lib/service-urls';

type Mutant = { name: string; patch: string; description: string; tests: string[] };
/** STALE: the patch no longer applies; BROKEN: the tests did not run (setup or compile error). */
type Verdict = 'KILLED' | 'SURVIVED' | 'STALE' | 'BROKEN';

const root = process.cwd();
const mutantsDir = join(root, 'tests/mutants');

function loadMutants(filter: string[]): Mutant[] {
  return readdirSync(mutantsDir)
    .filter((file) => file.endsWith('.patch'))
    .sort()
    .map((file) => {
      const patch = join(mutantsDir, file);
      const header = readFileSync(patch, 'utf8').split(/^diff --git /m)[0] ?? '';
      const tests =
        header
          .match(/^Tests:(.*)$/m)?.[1]
          ?.trim()
          .split(/\s+/) ?? [];
      if (tests.length === 0) throw new Error(`${file}: no "Tests:" line in its header`);
      const description = header.split('\n')[0]?.trim() ?? '';
      return { name: basename(file, '.patch'), patch, description, tests };
    })
    .filter((m) => filter.length === 0 || filter.some((word) => m.name.includes(word)));
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: process.env });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** A scratch copy of the working tree (tracked and new files), sharing node_modules. */
function scratchCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sd-mutant-'));
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root)
    .output.split('\0')
    .filter(Boolean);
  for (const file of files) {
    try {
      cpSync(join(root, file), join(dir, file), { recursive: false });
    } catch {
      // A tracked file deleted in the working tree: nothing to copy.
    }
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

type TestRun = { passed: boolean; ran: number; failed: string[] };

/** Runs the integration test files in `dir`; answers how many ran and which failed. */
function runTests(dir: string, tests: string[]): TestRun {
  const report = join(dir, 'mutant-report.json');
  const args = ['vitest', 'run', '--project', 'integration', '--reporter=json'];
  const { ok, output } = run('npx', [...args, `--outputFile=${report}`, ...tests], dir);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numTotalTests: number;
      testResults: { assertionResults: { status: string; fullName: string }[] }[];
    };
    const failed = json.testResults.flatMap((file) =>
      file.assertionResults.filter((t) => t.status === 'failed').map((t) => t.fullName),
    );
    return { passed: ok, ran: json.numTotalTests, failed };
  } catch {
    const tail = output.trim().split('\n').slice(-5).join('\n  ');
    return { passed: false, ran: 0, failed: [`(no test report)\n  ${tail}`] };
  }
}

function check(mutant: Mutant): { verdict: Verdict; detail: string[] } {
  const dir = scratchCopy();
  try {
    const applied = run('git', ['apply', mutant.patch], dir);
    if (!applied.ok) return { verdict: 'STALE', detail: [applied.output.trim()] };
    const { passed, ran, failed } = runTests(dir, mutant.tests);
    if (passed) return { verdict: 'SURVIVED', detail: [] };
    return { verdict: failed.length > 0 && ran > 0 ? 'KILLED' : 'BROKEN', detail: failed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const mutants = loadMutants(process.argv.slice(2));
if (mutants.length === 0) throw new Error('no mutant matches');

// One Postgres and Redis for every scratch copy (the same services `npm test` would use).
const services = await resolveServiceUrls();
process.env.DATABASE_URL = services.databaseUrl;
process.env.REDIS_URL = services.redisUrl;

// The tests must pass without a planted bug, or a failure would prove nothing.
const baselineDir = scratchCopy();
const allTests = [...new Set(mutants.flatMap((m) => m.tests))];
console.log(`baseline: ${allTests.join(' ')}`);
const baseline = runTests(baselineDir, allTests);
rmSync(baselineDir, { recursive: true, force: true });
if (!baseline.passed || baseline.ran === 0) {
  console.error(`The tests fail without any mutant:\n  ${baseline.failed.join('\n  ')}`);
  await services.stop();
  process.exit(2);
}

const verdicts: Verdict[] = [];
for (const mutant of mutants) {
  const { verdict, detail } = check(mutant);
  verdicts.push(verdict);
  console.log(`${verdict.padEnd(8)} ${mutant.name}: ${mutant.description}`);
  for (const line of detail)
    console.log(`         ${verdict === 'KILLED' ? 'failed: ' : ''}${line}`);
}
await services.stop();
const killed = verdicts.filter((v) => v === 'KILLED').length;
console.log(`\n${killed} of ${mutants.length} mutants killed`);
process.exit(killed === mutants.length ? 0 : 1);
