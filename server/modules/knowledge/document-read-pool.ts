import { Piscina } from 'piscina';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import type { DocumentContent, DocumentReadTask } from './document-read.worker';

const WORKER_FILE = new URL('./document-read.worker.ts', import.meta.url);
/** Longest a document may take to check and read before it is refused. */
const READ_TIMEOUT_MS = 30_000;

let pool: Piscina<DocumentReadTask, DocumentContent> | null = null;

/** One worker thread for reading documents, started on first use and shared by the process. */
function documentReadPool(): Piscina<DocumentReadTask, DocumentContent> {
  pool ??= new Piscina({
    filename: WORKER_FILE.href,
    // The worker is TypeScript: load it through tsx, as the process itself is.
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  return pool;
}

/** Checks a document by its content and takes its text, off the event loop and time-bounded. */
export async function readDocumentOffThread(task: DocumentReadTask): Promise<DocumentContent> {
  try {
    return await documentReadPool().run(task, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  } catch (error) {
    if ((error as { name?: unknown }).name === 'AbortError') {
      return { ok: false, status: 400, message: KNOWLEDGE_MESSAGES.unreadable };
    }
    throw error;
  }
}

export async function closeDocumentReadPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}
