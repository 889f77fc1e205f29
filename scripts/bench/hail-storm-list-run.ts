/**
 * Only the storm-list part of `npm run bench -- hail` (no 1.5 M-row import before it), printed and
 * not written to docs/benchmarks.md:
 * `npx tsx scripts/bench/hail-storm-list-run.ts [contacts=1000000] [runs=3]`.
 */
import { resolveServiceUrls } from '../lib/service-urls';
import { createBenchInfra } from './bench-env';
import { stormListRuns } from './hail-storm-list-bench';
import { ms } from './stats';

const contacts = Number(process.argv[2] ?? 1_000_000);
const runs = Number(process.argv[3] ?? 3);
const services = await resolveServiceUrls();
const infra = await createBenchInfra(services);
try {
  const lists = await stormListRuns(infra, contacts, runs);
  console.log(`storm list from ${contacts} contacts over ${lists.zips} ZIPs`);
  console.log('| load | preview | build | contacts in the list |');
  for (const r of lists.results) {
    console.log(`| ${r.load} | ${ms(r.previewMs)} | ${ms(r.buildMs)} | ${r.count} |`);
  }
} finally {
  await infra.dispose();
  await services.stop();
}
process.exit(0);
