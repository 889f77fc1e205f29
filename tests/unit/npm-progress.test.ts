import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'npm-progress-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// npm 11's spinner frames (cli-spinners' dots); npm waits 200 ms before drawing one.
const SPINNER = /[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/;

/** `npm start` of a script that runs a while, on a terminal (script(1)), with `npmrc` or none. */
function npmStartOnATerminal(npmrc: string | null): string {
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'p', version: '1.0.0', scripts: { start: 'node slow.js' } }),
  );
  writeFileSync(join(folder, 'slow.js'), "setTimeout(() => console.log('ready'), 700);\n");
  rmSync(join(folder, '.npmrc'), { force: true });
  if (npmrc) copyFileSync(npmrc, join(folder, '.npmrc'));
  const log = join(folder, 'terminal.log');
  // A person's terminal: no CI variables (npm draws no spinner under CI).
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, TERM: 'xterm', LANG: 'C.UTF-8' };
  execFileSync('script', ['-qfec', 'npm start', log], { cwd: folder, stdio: 'ignore', env });
  return readFileSync(log, 'utf8');
}

describe('npm start on a terminal', () => {
  it('draws no spinner with this folder’s .npmrc (without it, npm 11 draws one around the script)', () => {
    expect(npmStartOnATerminal(null)).toMatch(SPINNER);
    const ours = npmStartOnATerminal(join(root, '.npmrc'));
    expect(ours).toContain('ready');
    expect(ours).not.toMatch(SPINNER);
  });
});
