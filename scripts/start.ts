/**
 * `npm start`: the all-in-one launcher for one machine. The work is done by the supervisor
 * (scripts/supervise.ts) in a process group of its own, so a terminal's Ctrl-C reaches only this
 * process (and npm), never Postgres, Redis, the API or the worker directly; this process passes
 * SIGINT/SIGTERM on and the supervisor stops everything in order.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./supervise.ts', import.meta.url));
const supervisor = spawn(process.execPath, [...process.execArgv, entry], {
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (supervisor.exitCode === null) supervisor.kill(signal);
  });
}
supervisor.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
