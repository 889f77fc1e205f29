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
      'drain',
      'evidence-pack',
      'hail',
      'import',
      'import-memory',
      'inbound',
      'lcp',
      'leads',
      'live',
      'reason-counts',
      'signed-in',
      'webhooks',
    ]);
    const report = readFileSync(out, 'utf8');
    expect(report).toContain('## Import of a generated CSV');
    expect(report).toContain('Index Scan using contacts_list_window_idx');
    expect(report).toMatch(/## Import memory \(#44\)[\s\S]*\| one file \| \d+ MB/);
    expect(report).toContain("## Evidence pack: a number's first page with 1M dial records");
    expect(report).toContain('## Dialer at scale');
    expect(report).toMatch(/Draining provider events[\s\S]*\| 20,000 \| /);
    expect(report).toContain('## Signed Retell webhooks');
    expect(report).toMatch(
      /floor: same HMAC verify \+ one insert ON CONFLICT \| \d+ \/ \*\*\d+\*\*/,
    );
    expect(report).toMatch(/Drain: one worker .*\sat \d+ events\/s/s);
    expect(report).toMatch(/floor: bare Express, same single SQL, same pool \| \d+ \/ \*\*\d+\*\*/);
    expect(report).toMatch(/\| `\/` \| \d+ \| [\d.]+ \| [\d.]+ \| 100 \|/);
    expect(report).toContain('## Live updates: memory per open stream and event latency');
    expect(report).toMatch(/## First paint of the landing page[\s\S]*\| LCP \| \d+ ms/);
    expect(report).toMatch(/\*\*Storm list from 5,000 contacts\.\*\*[\s\S]*Median build \*\*/);
    expect(report).toMatch(/\*\*Storm-alert check\.\*\*[\s\S]*ms per report checked/);
  }, 600_000);

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

  it('stops a benchmark that does not finish in its time limit, naming it', async () => {
    const stopped: string[] = [];
    const hung = () => new Promise<never>(() => {});
    await expect(
      runBenchmarks({
        quick: true,
        out: 'test-results/benchmarks-hung.md',
        services: { ...services(), stop: async () => void stopped.push('services') },
        limitMs: 200,
        registry: { hung },
      }),
    ).rejects.toThrow('Benchmark hung did not finish within 0.2 s');
    expect(stopped).toEqual(['services']);
  });

  it('refuses an unknown name', async () => {
    await expect(
      runBenchmarks({ names: ['nope'], quick: true, out: 'x.md', services: services() }),
    ).rejects.toThrow(
      'Unknown benchmark: nope. Known: import, import-memory, claim, dialer-scale, analytics, leads, bundle, lcp, webhooks, drain, signed-in, evidence-pack, live, reason-counts, hail, inbound',
    );
  });
});
