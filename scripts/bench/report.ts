import { execFileSync } from 'node:child_process';
import os from 'node:os';

export type BenchSection = { title: string; body: string };

function pgVersion(): string {
  try {
    return execFileSync('psql', ['--version']).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** The machine the figures were measured on, so later runs compare like with like. */
export function machineDetails(serverVersion: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    `- date: ${new Date().toISOString()}`,
    `- CPU: ${cpu} × ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.platform()} ${os.release()}`,
    `- Node ${process.version}; Postgres server ${serverVersion} (client: ${pgVersion()})`,
  ].join('\n');
}

export function renderReport(machine: string, sections: BenchSection[], quick: boolean): string {
  return [
    '# Benchmarks',
    '',
    `Written by \`npm run bench${quick ? ' -- --quick' : ''}\`. Targets come from issue 4; tests never assert timings.`,
    '',
    '## Machine',
    '',
    machine,
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, '', s.body.trim(), '']),
  ].join('\n');
}
