import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import path from 'node:path';

/** Local binaries, run directly (npx adds a second process and npm's warnings). */
export const bin = (name: string) => path.resolve('node_modules/.bin', name);

export type Children = {
  /** `ipc`: the child gets a channel to send messages on (process.send). */
  spawn(name: string, args: string[], options?: { ipc?: boolean }): ChildProcess;
  stopAll(): Promise<void>;
};

/** Runs named child processes and stops them one at a time, the last started first. */
export function createChildren(
  env: NodeJS.ProcessEnv,
  onUnexpectedExit: (name: string) => void,
): Children {
  const running = new Map<string, ChildProcess>();
  let stopping = false;
  return {
    spawn(name, args, options = {}) {
      const stdio: StdioOptions = options.ipc
        ? ['inherit', 'inherit', 'inherit', 'ipc']
        : 'inherit';
      const child: ChildProcess = spawn(args[0]!, args.slice(1), { env, stdio });
      running.set(name, child);
      child.on('exit', (code) => {
        running.delete(name);
        if (!stopping) {
          console.error(`[start] ${name} exited with code ${code}`);
          onUnexpectedExit(name);
        }
      });
      return child;
    },
    async stopAll() {
      stopping = true;
      for (const child of [...running.values()].reverse()) await stopChild(child);
    },
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
