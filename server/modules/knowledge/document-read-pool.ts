import { Piscina } from 'piscina';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import type { Config } from '../../env';
import type { DocumentContent, DocumentReadTask } from './document-read.worker';
import { FairQueue, FairQueueFullError } from './fair-queue';

const WORKER_FILE = new URL('./document-read.worker.ts', import.meta.url);

type Settings = Config['documents'];
type Task = Omit<DocumentReadTask, 'limits'>;

let pool: Piscina<DocumentReadTask, DocumentContent> | null = null;
let queue: FairQueue | null = null;

/**
 * Worker threads for reading documents, each with a heap limit, started on first use and shared
 * by the process (the first caller's settings apply: there is one config per process).
 */
function documentReadPool(settings: Settings): Piscina<DocumentReadTask, DocumentContent> {
  pool ??= new Piscina({
    filename: WORKER_FILE.href,
    // The worker is TypeScript: load it through tsx, as the process itself is.
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: settings.readThreads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: settings.readMemoryMb },
  });
  return pool;
}

const refuse = (message: string, status: 400 | 429 = 400): DocumentContent => ({
  ok: false,
  status,
  message,
});

/** One read on a free thread; its time runs from when it starts, not from when it was queued. */
async function readNow(settings: Settings, task: Task): Promise<DocumentContent> {
  try {
    return await documentReadPool(settings).run(
      { ...task, limits: settings.limits },
      { signal: AbortSignal.timeout(settings.readTimeoutMs) },
    );
  } catch (error) {
    const { name, code } = error as { name?: unknown; code?: unknown };
    if (name === 'AbortError') {
      return refuse(KNOWLEDGE_MESSAGES.readTooSlow(settings.readTimeoutMs / 1000));
    }
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return refuse(KNOWLEDGE_MESSAGES.readTooBig(settings.readMemoryMb));
    }
    throw error;
  }
}

/**
 * Checks a document by its content and takes its text, off the event loop and bounded in time
 * and memory. Accounts take turns for the threads, so one account's backlog delays another
 * account's document by at most one document.
 */
export async function readDocumentOffThread(
  settings: Settings,
  accountId: string,
  task: Task,
): Promise<DocumentContent> {
  queue ??= new FairQueue(settings.readThreads, settings.queuePerAccount);
  try {
    return await queue.run(accountId, () => readNow(settings, task));
  } catch (error) {
    if (!(error instanceof FairQueueFullError)) throw error;
    return refuse(KNOWLEDGE_MESSAGES.tooManyWaiting(settings.queuePerAccount), 429);
  }
}

export async function closeDocumentReadPool(): Promise<void> {
  const current = pool;
  pool = null;
  queue = null;
  await current?.destroy();
}
