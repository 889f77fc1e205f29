import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// One file-level hook (spawnEntry is often called inside a test, where afterAll does not apply).
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

export type Spawned = {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the first output line matching `pattern`; rejects if the process exits first. */
  line(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
};

/** Runs a TypeScript entry (server/main.ts, scripts/start.ts, ...) as a real child process. */
export function spawnEntry(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  // 'close', not 'exit': only then has every line the process wrote been read.
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => resolve(code)),
  );
  running.add(child);
  return {
    child,
    output: () => text,
    exited,
    line(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = text.split('\n').find((l) => pattern.test(l));
          if (found === undefined) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no line matching ${pattern} in:\n${text}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        if (check()) return;
        waiters.add(wake);
        void exited.then(() => {
          if (!check()) {
            cleanup();
            reject(new Error(`exited before a line matching ${pattern}:\n${text}`));
          }
        });
      });
    },
  };
}
