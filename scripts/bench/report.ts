import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
    `- load average at the start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} (1, 5, 15 min; above ${os.cpus().length} the machine was busy with other work)`,
  ].join('\n');
}

const HEADER = [
  '# Benchmarks',
  '',
  'Each section is written by `npm run bench -- <name>` (all of them by `npm run bench`), with the',
  'machine it ran on. Tests never assert timings.',
  '',
].join('\n');

const begin = (name: string) => `<!-- bench:${name} -->`;
const end = (name: string) => `<!-- /bench:${name} -->`;

export function renderSection(name: string, section: BenchSection, machine: string): string {
  return [
    begin(name),
    `## ${section.title}`,
    '',
    `Measured by \`npm run bench -- ${name}\` on:`,
    '',
    machine,
    '',
    section.body.trim(),
    end(name),
  ].join('\n');
}

/**
 * Replaces the named section of the report (or appends it), leaving every other section as it
 * was, so one benchmark can be re-run without rewriting the others' figures.
 */
export function writeSection(file: string, name: string, rendered: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const from = current.indexOf(begin(name));
  const to = current.indexOf(end(name));
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + rendered + current.slice(to + end(name).length)
      : `${current.trimEnd()}\n\n${rendered}\n`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, next);
}
