import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { runBenchmarks } from '../../scripts/bench/run';

const services = () => ({
  databaseUrl: inject('databaseUrl'),
  redisUrl: inject('redisUrl'),
  stop: async () => {},
});

describe('benchmark scripts (--quick)', () => {
  it('run end to end at tiny sizes and write a report', async () => {
    const out = 'test-results/benchmarks-quick.md';
    rmSync(out, { force: true });
    const results = await runBenchmarks({ quick: true, out, services: services() });
    expect(Object.keys(results).sort()).toEqual([
      'analytics',
      'bundle',
      'claim',
      'dialer-scale',
      'import',
      'live',
      'webhooks',
    ]);
    const report = readFileSync(out, 'utf8');
    expect(report).toContain('## Import of a generated CSV');
    expect(report).toContain('Index Scan using contacts_list_window_idx');
    expect(report).toContain('## Dialer at scale');
    expect(report).toContain('## Signed Retell webhooks');
    expect(report).toMatch(/\| `\/` \| \d+ \| [\d.]+ \| [\d.]+ \| 120 \|/);
    expect(report).toContain('## Live updates: memory per open stream and event latency');
  }, 180_000);

  it('rewrites only the named section', async () => {
    const out = 'test-results/benchmarks-named.md';
    rmSync(out, { force: true });
    await runBenchmarks({ names: ['claim'], quick: true, out, services: services() });
    const withOther = `${readFileSync(out, 'utf8')}\n<!-- bench:other -->\nkept as it was\n<!-- /bench:other -->\n`;
    writeFileSync(out, withOther);
    await runBenchmarks({ names: ['claim'], quick: true, out, services: services() });
    const report = readFileSync(out, 'utf8');
    expect(report.match(/<!-- bench:claim -->/g)).toHaveLength(1);
    expect(report).toContain('kept as it was');
    expect(report).not.toContain('## Import of a generated CSV');
  }, 120_000);

  it('refuses an unknown name', async () => {
    await expect(
      runBenchmarks({ names: ['nope'], quick: true, out: 'x.md', services: services() }),
    ).rejects.toThrow(
      'Unknown benchmark: nope. Known: import, claim, dialer-scale, analytics, bundle, webhooks, live',
    );
  });
});
