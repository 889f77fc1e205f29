import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

type Reply = { type: string; [key: string]: unknown };

export type BenchChild = {
  pid: number;
  send(message: object): void;
  next(type: string): Promise<Reply>;
  /** Sends a message and waits for the reply of the given type. */
  ask(message: object, type: string): Promise<Reply>;
  stop(): Promise<void>;
};

/**
 * Runs a bench script in its own Node process with the file-descriptor limit raised to the hard
 * limit (`ulimit -n`), talking over IPC.
 */
export function startBenchChild(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): BenchChild {
  const child: ChildProcess = spawn(
    'bash',
    [
      '-c',
      'ulimit -n "$(ulimit -Hn)" && exec "$@"',
      'bash',
      process.execPath,
      ...nodeArgs,
      '--import',
      'tsx',
      path.resolve('scripts/bench', script),
      ...args,
    ],
    { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const waiting: { type: string; resolve: (reply: Reply) => void; reject: (e: Error) => void }[] =
    [];
  child.on('message', (reply: Reply) => {
    if (reply.type === 'error') {
      for (const w of waiting.splice(0)) w.reject(new Error(String(reply.message)));
      return;
    }
    const index = waiting.findIndex((w) => w.type === reply.type);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(reply);
  });
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`${script} exited with code ${code}`));
  });
  const next = (type: string) =>
    new Promise<Reply>((resolve, reject) => waiting.push({ type, resolve, reject }));
  return {
    pid: child.pid!,
    send: (message) => child.send(message),
    next,
    ask: (message, type) => {
      const reply = next(type);
      child.send(message);
      return reply;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
