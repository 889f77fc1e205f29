import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { runBenchmarks } from '../../scripts/bench/run';

describe('benchmark scripts (--quick)', () => {
  it('run end to end at tiny sizes and write a report', async () => {
    const out = 'test-results/benchmarks-quick.md';
    const services = {
      databaseUrl: inject('databaseUrl'),
      redisUrl: inject('redisUrl'),
      stop: async () => {},
    };
    const result = await runBenchmarks({ quick: true, out, services });
    expect(result.importResult.ratio).toBeGreaterThan(0);
    expect(result.claimResult.worstP99).toBeGreaterThan(0);
    expect(result.dialerResult.largestUnderTarget).toBeGreaterThanOrEqual(0);
    const report = readFileSync(out, 'utf8');
    expect(report).toContain('## Import of a generated CSV');
    expect(report).toContain('Index Scan using contacts_list_eligible_idx');
    expect(report).toContain('## Dialer at scale');
  }, 180_000);
});
