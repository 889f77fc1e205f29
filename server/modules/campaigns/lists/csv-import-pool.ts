import os from 'node:os';
import { Piscina } from 'piscina';
import type { CsvImportPreparation, CsvImportTask } from './csv-import.worker';

const WORKER_FILE = new URL('./csv-import.worker.ts', import.meta.url);

let pool: Piscina<CsvImportTask, CsvImportPreparation> | null = null;

/** Worker threads for CSV parsing, started on first use and shared by the process. */
function csvImportPool(): Piscina<CsvImportTask, CsvImportPreparation> {
  pool ??= new Piscina({
    filename: WORKER_FILE.href,
    // The worker is TypeScript: load it through tsx, as the process itself is.
    execArgv: ['--import', 'tsx'],
    minThreads: 1,
    maxThreads: Math.max(1, os.availableParallelism() - 1),
    idleTimeout: 60_000,
  });
  return pool;
}

export function prepareCsvImportOffThread(task: CsvImportTask): Promise<CsvImportPreparation> {
  const { bytes } = task;
  // Hand over the bytes without a copy only when they own their whole buffer: a small Buffer may
  // share Node's allocation pool, which must not be detached.
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return csvImportPool().run(task, {
    transferList: owned ? [bytes.buffer as ArrayBuffer] : [],
  });
}

export async function closeCsvImportPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}
