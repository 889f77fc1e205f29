import os from 'node:os';
import type { BenchResult } from './benchmarks';
import type { Paint } from './lcp-browser';

type LcpFigures = {
  load: number;
  runs: number;
  built: boolean;
  measured: { landing: Paint[]; bare: Paint[]; lines: number; bytes: number; headers: string[] };
  landing: Paint;
  bare: Paint;
};

const ms = (value: number) => `${Math.round(value)} ms`;
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted.map(ms).join(' / ')}`;
};

/** The landing LCP bench's section: medians, every run, the ratio to the bare page and the load. */
export function lcpReport(f: LcpFigures): BenchResult {
  const lcpRatio = f.landing.lcp / f.bare.lcp;
  const fcpRatio = f.landing.fcp / f.bare.fcp;
  const loadAfter = os.loadavg()[0]!;
  const verdict = lcpRatio <= 2 ? 'met' : '**missed**';
  const row = (label: string, key: 'fcp' | 'lcp' | 'scriptsDone') =>
    `| ${label} | ${ms(f.landing[key])} (${spread(f.measured.landing.map((p) => p[key]))}) | ${ms(f.bare[key])} (${spread(f.measured.bare.map((p) => p[key]))}) | **${(f.landing[key] / f.bare[key]).toFixed(2)}×** |`;
  return {
    title: 'First paint of the landing page',
    headline: `landing LCP ${ms(f.landing.lcp)} vs bare ${ms(f.bare.lcp)} (${lcpRatio.toFixed(2)}×), FCP ${fcpRatio.toFixed(2)}×`,
    body: [
      'Headless Debian chromium (playwright-core) loads `/` from the real API in its own process (Express serving the',
      `${f.built ? 'client built for this run' : 'client `npx vite build` left in dist/client'}, compressed as in production) and a bare static page`,
      `holding the same visible text (${f.measured.lines} lines, ${(f.measured.bytes / 1024).toFixed(1)} KB, no CSS, no script) from a plain`,
      `Node server in a process of its own, with the landing page's security headers (${f.measured.headers.join(', ')}):`,
      'the same navigation, only the page differs. Each load is cold (a new browser context: empty cache, no cookies), 1280×720;',
      `the two pages alternate, ${f.runs} load${f.runs > 1 ? 's' : ''} each. FCP is the \`first-contentful-paint\` entry, LCP`,
      'the last `largest-contentful-paint` candidate (PerformanceObserver, buffered) once the network',
      'has been idle for 500 ms.',
      '',
      `Load average (1 min): ${f.load.toFixed(2)} at the start, ${loadAfter.toFixed(2)} at the end, on ${os.cpus().length} cores.`,
      '',
      '| | landing `/`: median (each run, sorted) | bare page | landing ÷ bare |',
      '|---|---|---|---|',
      row('FCP', 'fcp'),
      row('LCP', 'lcp'),
      `| last JS/CSS arrived | ${ms(f.landing.scriptsDone)} | – | |`,
      '',
      `LCP element: landing \`${f.landing.element}\`, bare \`${f.bare.element}\`.`,
      '',
      `Target: landing LCP ≤ 2× the bare page's — ${verdict}.`,
    ].join('\n'),
  };
}
