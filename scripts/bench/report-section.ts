import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BenchSection } from './report';

/**
 * Rewrites one `## <title>` section of an existing report (up to the next `## `), or appends it,
 * and leaves every other section as it was. The section names the machine it was measured on.
 */
export function rewriteSection(file: string, machine: string, section: BenchSection): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const body = `Measured on:\n\n${machine}\n\n${section.body.trim()}`;
  writeFileSync(file, replaceSection(text, section.title, body));
}

function replaceSection(text: string, title: string, body: string): string {
  const heading = `## ${title}\n`;
  const block = `${heading}\n${body}\n\n`;
  const start = text.indexOf(heading);
  if (start < 0) return `${text.trimEnd()}\n\n${block}`.trimEnd().concat('\n');
  const next = text.indexOf('\n## ', start + heading.length);
  const end = next < 0 ? text.length : next + 1;
  return `${text.slice(0, start)}${block}${text.slice(end)}`.trimEnd().concat('\n');
}
