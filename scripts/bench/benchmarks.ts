import type { ServiceUrls } from '../lib/service-urls';
import { analyticsBench } from './analytics-bench';
import { createBenchInfra } from './bench-env';
import { bundleBench } from './bundle-bench';
import { claimBench } from './claim-bench';
import { dialerScaleBench } from './dialer-scale-bench';
import { drainBench } from './drain-bench';
import { evidencePackBench } from './evidence-pack-bench';
import { hailBench } from './hail-bench';
import { importBench } from './import-bench';
import { importMemoryBench } from './import-memory-bench';
import { importMemoryReport } from './import-memory-report';
import { inboundBench } from './inbound-bench';
import { lcpBench } from './lcp-bench';
import { leadsBench } from './leads-bench';
import { liveBench } from './live-bench';
import { reasonCountsBench } from './reason-counts-bench';
import type { BenchSection } from './report';
import { signedInBench } from './signed-in-bench';
import { webhooksBench } from './webhooks-bench';

export type BenchContext = { services: ServiceUrls; quick: boolean };
/** A benchmark's result: its report section and a one-line headline for the console. */
export type BenchResult = BenchSection & { headline: string };
export type Benchmark = (ctx: BenchContext) => Promise<BenchResult>;

async function withInfra<T>(
  services: ServiceUrls,
  run: (infra: Awaited<ReturnType<typeof createBenchInfra>>) => Promise<T>,
): Promise<T> {
  const infra = await createBenchInfra(services);
  try {
    return await run(infra);
  } finally {
    await infra.dispose();
  }
}

/** Every benchmark by the name `npm run bench -- <name>` takes. A new one is added here. */
export const BENCHMARKS: Record<string, Benchmark> = {
  import: async ({ services, quick }) => {
    const result = await withInfra(services, (infra) => importBench(infra, quick));
    return {
      ...result,
      headline: `${result.ratio.toFixed(2)}× COPY, /healthz p99 ${result.healthP99.toFixed(1)} ms`,
    };
  },
  'import-memory': async ({ services, quick }) =>
    importMemoryReport(await importMemoryBench(services, quick)),
  claim: async ({ services, quick }) => {
    const result = await withInfra(services, (infra) => claimBench(infra, quick));
    return { ...result, headline: `worst p99 ${result.worstP99.toFixed(2)} ms` };
  },
  'dialer-scale': ({ services, quick }) => dialerScaleBench({ services, quick }),
  analytics: async ({ services, quick }) => {
    const result = await withInfra(services, (infra) => analyticsBench(infra, quick));
    return { ...result, headline: `analytics p99 ${result.worstP99.toFixed(1)} ms` };
  },
  leads: async ({ services, quick }) => {
    const result = await withInfra(services, (infra) => leadsBench(infra, quick));
    return { ...result, headline: `leads p99 ${result.worstP99.toFixed(1)} ms` };
  },
  bundle: () => bundleBench(),
  lcp: ({ services, quick }) => lcpBench(services, quick),
  webhooks: ({ services, quick }) => webhooksBench(services, quick),
  drain: ({ services, quick }) => drainBench(services, quick),
  'signed-in': ({ services, quick }) => signedInBench(services, quick),
  'evidence-pack': ({ services, quick }) => evidencePackBench(services, quick),
  live: async ({ services, quick }) => {
    const result = await liveBench(services, quick);
    return {
      ...result,
      headline: `API ÷ bare RSS per stream ${result.worstRssRatio.toFixed(2)}× at worst, net of free heap pages ${result.worstNetRatio.toFixed(2)}× (heap ${result.worstRatio.toFixed(2)}×), p99 ${result.p99At1000.toFixed(1)} ms at 1,000 clients`,
    };
  },
  'reason-counts': async ({ services, quick }) => {
    const result = await withInfra(services, (infra) => reasonCountsBench(infra, quick));
    return {
      ...result,
      headline: `p99 ${result.p99AtLargest.toFixed(1)} ms, ${result.ratioAtLargest.toFixed(2)}× the floor`,
    };
  },
  hail: async ({ services, quick }) => {
    const result = await withInfra(services, (infra) => hailBench(infra, quick));
    return {
      ...result,
      headline: `${Math.round(result.rowsPerSecond)} rows/s, search p99 ${result.searchP99.toFixed(1)} ms, storm list ${Math.round(result.listBuildMs)} ms`,
    };
  },
  inbound: async ({ services, quick }) => {
    const result = await withInfra(services, (infra) => inboundBench(infra, quick));
    return { ...result, headline: `call_inbound p99 ${result.worstP99.toFixed(1)} ms` };
  },
};
