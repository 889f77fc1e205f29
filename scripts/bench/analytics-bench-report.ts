import { BENCH_LISTS } from './analytics-funnel-fixtures';
import type { funnelBench } from './funnel-bench';
import { ms, type Summary, summaryRow } from './stats';

export type AnalyticsFigures = {
  size: number;
  days: number;
  contacts: number;
  samples: number;
  buildMs: number;
  bookingMs: number;
  rawMs: number;
  funnel: Awaited<ReturnType<typeof funnelBench>>;
  analytics: { all: Summary; agent: Summary; range: Summary };
  upkeep: Summary;
  pages: { firstPage: Summary; deepPage: Summary; filteredPage: Summary };
};

/** The analytics bench's section of the report, and the worst p99 it headlines. */
export function analyticsReport(f: AnalyticsFigures) {
  const { size, samples, funnel, upkeep } = f;
  const { all, agent, range } = f.analytics;
  const { firstPage, deepPage, filteredPage } = f.pages;
  const worstP99 = Math.max(
    all.p99,
    agent.p99,
    range.p99,
    funnel.all.p99,
    funnel.list.p99,
    funnel.listAgent.p99,
    funnel.compare.p99,
  );
  return {
    title: 'Call analytics and call log pages',
    worstP99,
    body: `
One account with ${size.toLocaleString('en-US')} ended calls over ${f.days} days (three agents and
Direct Call, five outcomes, a third real calls with duration, latency and cost), to
${f.contacts.toLocaleString('en-US')} contacts in ${BENCH_LISTS} lists spread over four US zones.
Rollups (the spec 7.7 ones and the dial-to-booking funnel) built through the outcome path's
statement (\`addOutcomesToRollups\`, 5,000 calls a statement) in ${(f.buildMs / 1000).toFixed(1)} s;
then ${funnel.booked.toLocaleString('en-US')} appointments created from calls, each through the
appointments trigger, in ${(f.bookingMs / 1000).toFixed(1)} s. ${samples} samples each after 10 warm-up runs.

| query | min | median | p99 | max |
|---|---|---|---|---|
${summaryRow('analytics, all time (cards + calls per day)', all)}
${summaryRow('analytics, one agent', agent)}
${summaryRow('analytics, last 30 days', range)}
${summaryRow('dial to booking, all time (figures, per day, best-hours map)', funnel.all)}
${summaryRow('dial to booking, one list', funnel.list)}
${summaryRow('dial to booking, one list and agent', funnel.listAgent)}
${summaryRow('dial to booking, two sets side by side (list; agent, last 30 days)', funnel.compare)}
${summaryRow('rollup upkeep: 5 ended calls, both rollups (in the outcome transaction)', upkeep)}
${summaryRow('call log, first page (25 rows)', firstPage)}
${summaryRow('call log, page 90% deep by keyset', deepPage)}
${summaryRow("call log, 90% deep, status 'Answered'", filteredPage)}

The same totals straight from the rows (\`rawTotals\`, a scan of the account's calls): ${ms(f.rawMs)}
once; they equal the rollups'. The funnel straight from the call and appointment rows
(\`rawFunnel\`): ${ms(funnel.rawMs)} once; it equals the funnel rollups for every slice above.
Target: analytics p99 under 100 ms at 1,000,000 calls.`,
  };
}
