import { type ChildProcess, spawn } from 'node:child_process';
import { WORKER_STARTED } from '../../server/process/started-signal';
import { freePort } from '../../tests/helpers/ports';
import { waitForReadyz } from '../lib/ports';

export type AppProcesses = {
  baseUrl: string;
  apiPid: number;
  workerPid: number;
  stop(): Promise<void>;
};

function start(entry: string, env: NodeJS.ProcessEnv, nodeArgs: string[]): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/**
 * The real API (`server/main.ts`) and worker (`worker/main.ts`) as two Node processes on the
 * given environment, resolved once the API answers /readyz and the worker takes jobs.
 */
export async function startAppProcesses(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<AppProcesses> {
  const port = await freePort();
  const full = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  const api = start('server/main.ts', full, nodeArgs);
  const worker = start('worker/main.ts', full, nodeArgs);
  // A bench stopped mid-run leaves no API or worker behind.
  const kill = () => {
    api.kill('SIGKILL');
    worker.kill('SIGKILL');
  };
  process.once('exit', kill);
  const baseUrl = `http://127.0.0.1:${port}`;
  const workerStarted = new Promise<void>((resolve) =>
    worker.on('message', (m) => m === WORKER_STARTED && resolve()),
  );
  await Promise.all([waitForReadyz(baseUrl, AbortSignal.timeout(60_000)), workerStarted]);
  return {
    baseUrl,
    apiPid: api.pid!,
    workerPid: worker.pid!,
    stop: async () => {
      process.off('exit', kill);
      await stop(worker);
      await stop(api);
    },
  };
}
