/**
 * Planted bugs: applies each tests/mutants/*.patch to a scratch copy of the repository and judges
 * it by more than its own author's choice of tests: the whole unit tier, the integration tests of
 * the areas its `diff --git` paths touch (AREA_TESTS below: integration tests do not mirror
 * server/modules/), every policy test (tests/integration/campaigns/*-policy*.test.ts) and the
 * files its header names (`Tests: a.test.ts b.test.ts`). Reports KILLED (a test failed) or
 * SURVIVED, with the test set that judged it. Exits non-zero when a mutant survives or no longer
 * applies.
 *
 *   npm run mutants                    # every mutant
 *   npm run mutants -- refresh-token   # the mutants whose name contains the word
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { resolveServiceUrls } from './lib/service-urls';

/**
 * Source areas (path prefixes) and the integration test folders that exercise them. Every
 * matching prefix adds its folders; a patch touching a path no prefix covers is refused, so a new
 * area gets its line here.
 */
const AREA_TESTS: readonly (readonly [string, readonly string[]])[] = [
  ['server/modules/campaigns/', ['tests/integration/campaigns', 'tests/integration/dialer']],
  ['server/modules/campaigns/lists/', ['tests/integration/contacts', 'tests/integration/storm']],
  ['server/modules/campaigns/inbound/', ['tests/integration/real-calls']],
  ['server/modules/campaigns/evidence/', ['tests/integration/real-calls']],
  ['server/modules/campaigns/variants/', ['tests/integration/ab']],
  ['server/modules/campaigns/records/', ['tests/integration/records']],
  [
    'server/modules/campaigns/policy/',
    ['tests/integration/compliance', 'tests/integration/registries'],
  ],
  ['server/modules/campaigns/model/', ['tests/integration/lead-intake']],
  ['server/modules/campaigns/registries/', ['tests/integration/registries']],
  ['shared/dialer/', ['tests/integration/campaigns', 'tests/integration/dialer']],
  ['server/modules/storm/', ['tests/integration/storm']],
  ['server/integrations/noaa/', ['tests/integration/storm']],
  ['server/modules/lead-intake/', ['tests/integration/lead-intake']],
  ['server/modules/acculynx-writeback/', ['tests/integration/acculynx']],
  ['server/modules/api-keys/', ['tests/integration/agents']],
  ['server/modules/appointments/', ['tests/integration/appointments']],
  ['server/modules/auth/', ['tests/integration/auth']],
  ['server/modules/billing/', ['tests/integration/billing']],
  [
    'server/db/account-cap.ts',
    [
      'tests/integration/security',
      'tests/integration/webhooks',
      'tests/integration/teams',
      'tests/integration/knowledge',
    ],
  ],
  ['server/auth/', ['tests/integration/auth']],
  ['server/modules/call-logs/', ['tests/integration/call-logs']],
  ['server/modules/knowledge/', ['tests/integration/knowledge']],
  ['server/modules/leads/', ['tests/integration/leads']],
  ['server/modules/teams/', ['tests/integration/teams']],
  ['server/modules/hand-off/', ['tests/integration/hand-off']],
  ['server/modules/webhooks/', ['tests/integration/webhooks']],
  ['server/modules/weekly-report/', ['tests/integration/weekly-report']],
  ['server/imports/', ['tests/integration/contacts', 'tests/integration/campaigns']],
  ['server/queue/', ['tests/integration/operations', 'tests/integration/sweeps']],
  ['server/security/', ['tests/integration/security']],
  ['server/trpc.ts', ['tests/integration/sweeps']],
  ['server/voice/', ['tests/integration/real-calls', 'tests/integration/webhooks']],
  ['migrations/', ['tests/integration/contacts', 'tests/integration/migrations.test.ts']],
];

/** Every policy test: a planted bug anywhere may break a rule the claim composes. */
const POLICY_TESTS = /^tests\/integration\/campaigns\/[^/]*-policy[^/]*\.test\.ts$/;

/** What judges a mutant: the whole unit tier, then these integration test files. */
type Judges = { areas: string[]; named: string[]; integration: string[] };
type Mutant = { name: string; patch: string; description: string; judges: Judges };
/** STALE: the patch no longer applies; BROKEN: the tests did not run (setup or compile error). */
type Verdict = 'KILLED' | 'SURVIVED' | 'STALE' | 'BROKEN';

const root = process.cwd();
const mutantsDir = join(root, 'tests/mutants');

/** The repository's integration test files (relative paths), once. */
const integrationFiles = (
  readdirSync(join(root, 'tests/integration'), { recursive: true }) as string[]
)
  .map((file) => `tests/integration/${file}`)
  .filter((file) => file.endsWith('.test.ts'))
  .sort();

const under = (folder: string) => (file: string) =>
  file === folder || file.startsWith(`${folder}/`);

/** The test set of a patch: its areas' folders, the policy tests and the files it names. */
function judgesOf(file: string, patchText: string, named: string[]): Judges {
  const paths = [...patchText.matchAll(/^diff --git a\/(\S+) b\//gm)].map((m) => m[1]!);
  const areas = new Set<string>();
  for (const path of paths) {
    const folders = AREA_TESTS.filter(([prefix]) => path.startsWith(prefix)).flatMap(([, f]) => f);
    if (folders.length === 0)
      throw new Error(
        `${file}: no test area for ${path}: add it to AREA_TESTS in scripts/mutants.ts`,
      );
    for (const folder of folders) areas.add(folder);
  }
  const namedIntegration = named.filter((test) => test.startsWith('tests/integration/'));
  const integration = integrationFiles.filter(
    (test) =>
      [...areas].some((folder) => under(folder)(test)) ||
      POLICY_TESTS.test(test) ||
      namedIntegration.includes(test),
  );
  for (const test of namedIntegration)
    if (!integration.includes(test)) throw new Error(`${file}: ${test} does not exist`);
  return { areas: [...areas].sort(), named, integration };
}

function loadMutants(filter: string[]): Mutant[] {
  return readdirSync(mutantsDir)
    .filter((file) => file.endsWith('.patch'))
    .sort()
    .map((file) => {
      const patch = join(mutantsDir, file);
      const text = readFileSync(patch, 'utf8');
      const header = text.split(/^diff --git /m)[0] ?? '';
      const tests =
        header
          .match(/^Tests:(.*)$/m)?.[1]
          ?.trim()
          .split(/\s+/) ?? [];
      if (tests.length === 0) throw new Error(`${file}: no "Tests:" line in its header`);
      const description = header.split('\n')[0]?.trim() ?? '';
      return { file, patch, description, tests, text };
    })
    .filter(({ file }) => filter.length === 0 || filter.some((word) => file.includes(word)))
    .map(({ file, patch, description, tests, text }) => ({
      name: basename(file, '.patch'),
      patch,
      description,
      judges: judgesOf(file, text, tests),
    }));
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

/** Runs a vitest project in `dir` (only `tests`, when given); answers how many ran, which failed. */
function runProject(dir: string, project: 'unit' | 'integration', tests: string[] = []): TestRun {
  const report = join(dir, `mutant-report-${project}.json`);
  const args = ['vitest', 'run', '--project', project, '--reporter=json'];
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

/**
 * The files the header names first (the likeliest to fail, so a killed mutant is known soonest),
 * then the whole unit tier, then the rest of the integration files; the first failing run judges.
 * The verdict is the same in any order: a mutant is killed when any of its tests fails.
 */
function runTests(dir: string, judges: Pick<Judges, 'named' | 'integration'>): TestRun {
  const named = judges.integration.filter((test) => judges.named.includes(test));
  const rest = judges.integration.filter((test) => !judges.named.includes(test));
  const runs: (() => TestRun)[] = [
    ...(named.length > 0 ? [() => runProject(dir, 'integration', named)] : []),
    () => runProject(dir, 'unit'),
    ...(rest.length > 0 ? [() => runProject(dir, 'integration', rest)] : []),
  ];
  let ran = 0;
  for (const next of runs) {
    const result = next();
    ran += result.ran;
    if (!result.passed) return { ...result, ran };
  }
  return { passed: true, ran, failed: [] };
}

function describeJudges({ areas, named, integration }: Judges): string {
  const policy = integration.filter((test) => POLICY_TESTS.test(test)).length;
  return `unit tier + ${integration.length} integration files (areas: ${areas.join(' ')}; ${policy} policy tests; named: ${named.join(' ')})`;
}

function check(mutant: Mutant): { verdict: Verdict; detail: string[] } {
  const dir = scratchCopy();
  try {
    const applied = run('git', ['apply', mutant.patch], dir);
    if (!applied.ok) return { verdict: 'STALE', detail: [applied.output.trim()] };
    const { passed, ran, failed } = runTests(dir, mutant.judges);
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
const allTests = [...new Set(mutants.flatMap((m) => m.judges.integration))].sort();
console.log(`baseline: unit tier + ${allTests.length} integration files`);
const baseline = runTests(baselineDir, { named: [], integration: allTests });
rmSync(baselineDir, { recursive: true, force: true });
if (!baseline.passed || baseline.ran === 0) {
  console.error(`The tests fail without any mutant:\n  ${baseline.failed.join('\n  ')}`);
  await services.stop();
  process.exit(2);
}

const verdicts: Verdict[] = [];
for (const mutant of mutants) {
  const started = Date.now();
  const { verdict, detail } = check(mutant);
  verdicts.push(verdict);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${verdict.padEnd(8)} ${mutant.name}: ${mutant.description}`);
  console.log(`         judged by ${describeJudges(mutant.judges)} in ${seconds} s`);
  for (const line of detail)
    console.log(`         ${verdict === 'KILLED' ? 'failed: ' : ''}${line}`);
}
await services.stop();
const killed = verdicts.filter((v) => v === 'KILLED').length;
console.log(`\n${killed} of ${mutants.length} mutants killed`);
process.exit(killed === mutants.length ? 0 : 1);
