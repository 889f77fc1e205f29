import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What `npm start` writes to `<data dir>/instance.json` while it runs. */
export type RunningInstance = { pid: number; port: number; databaseUrl: string };

const lockFile = (dataDir: string) => path.join(dataDir, 'instance.json');

export function alreadyRunningMessage(instance: RunningInstance): string {
  return `StormDialer is already running from this folder on port ${instance.port} (pid ${instance.pid})`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parse(text: string): RunningInstance | null {
  try {
    const value = JSON.parse(text) as Partial<RunningInstance>;
    const { pid, port, databaseUrl } = value;
    if (!Number.isInteger(pid) || !Number.isInteger(port) || typeof databaseUrl !== 'string') {
      return null;
    }
    return { pid: pid as number, port: port as number, databaseUrl };
  } catch {
    return null;
  }
}

/** The instance named by the lock file when its process is alive; null otherwise. */
export function runningInstance(dataDir: string): RunningInstance | null {
  let text: string;
  try {
    text = readFileSync(lockFile(dataDir), 'utf8');
  } catch {
    return null;
  }
  const instance = parse(text);
  return instance && alive(instance.pid) ? instance : null;
}

/**
 * Claims the folder for this process: the instance already running from it, or null when the
 * lock is now ours (a lock left by a process that died is replaced). The lock holds the database
 * URL (`.data/` is private, like secrets.json), so scripts beside a running start use it.
 */
export function claimInstanceLock(
  dataDir: string,
  instance: RunningInstance,
): RunningInstance | null {
  const file = lockFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(instance), { flag: 'wx', mode: 0o600 });
      return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const other = runningInstance(dataDir);
    if (other) return other;
    rmSync(file, { force: true });
  }
  throw new Error(`Could not write ${file}: another start is writing it at the same moment.`);
}

/** Removes the lock file when it is this process's own. */
export function releaseInstanceLock(dataDir: string, pid = process.pid): void {
  try {
    if (parse(readFileSync(lockFile(dataDir), 'utf8'))?.pid === pid) rmSync(lockFile(dataDir));
  } catch {
    // Already gone.
  }
}
