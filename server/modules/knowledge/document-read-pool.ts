import { Piscina } from 'piscina';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import type { Config } from '../../env';
import type { DocumentContent, DocumentReadTask } from './document-read.worker';
import { FairQueue, FairQueueFullError } from './fair-queue';

const WORKER_FILE = new URL('./document-read.worker.ts', import.meta.url);

export type DocumentReadSettings = Config['documents'];
type Task = Omit<DocumentReadTask, 'limits'>;

const refuse = (message: string, status: 400 | 429 = 400): DocumentContent => ({
  ok: false,
  status,
  message,
});

/**
 * Reads documents on worker threads, each with a heap limit and a time limit per document.
 * Accounts take turns for the threads, so one account's backlog delays another account's
 * document by at most one document.
 */
export class DocumentReader {
  private readonly pool: Piscina<DocumentReadTask, DocumentContent>;
  private readonly queue: FairQueue;

  constructor(private readonly settings: DocumentReadSettings) {
    this.pool = new Piscina({
      filename: WORKER_FILE.href,
      // The worker is TypeScript: load it through tsx, as the process itself is.
      execArgv: ['--import', 'tsx'],
      minThreads: 0,
      maxThreads: settings.readThreads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: settings.readMemoryMb },
    });
    this.queue = new FairQueue(settings.readThreads, settings.queuePerAccount);
  }

  /** Checks a document by its content and takes its text, or says why it is refused. */
  async read(accountId: string, task: Task): Promise<DocumentContent> {
    try {
      return await this.queue.run(accountId, () => this.readNow(task));
    } catch (error) {
      if (!(error instanceof FairQueueFullError)) throw error;
      return refuse(KNOWLEDGE_MESSAGES.tooManyWaiting(this.settings.queuePerAccount), 429);
    }
  }

  /** One read on a free thread; its time runs from when it starts, not from when it was queued. */
  private async readNow(task: Task): Promise<DocumentContent> {
    const { limits, readTimeoutMs, readMemoryMb } = this.settings;
    try {
      return await this.pool.run(
        { ...task, limits },
        { signal: AbortSignal.timeout(readTimeoutMs) },
      );
    } catch (error) {
      const { name, code } = error as { name?: unknown; code?: unknown };
      if (name === 'AbortError')
        return refuse(KNOWLEDGE_MESSAGES.readTooSlow(readTimeoutMs / 1000));
      if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return refuse(KNOWLEDGE_MESSAGES.readTooBig(readMemoryMb));
      }
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

let shared: DocumentReader | null = null;

/** The process's reader, started on first use (there is one config per process). */
export function readDocumentOffThread(
  settings: DocumentReadSettings,
  accountId: string,
  task: Task,
): Promise<DocumentContent> {
  shared ??= new DocumentReader(settings);
  return shared.read(accountId, task);
}

export async function closeDocumentReadPool(): Promise<void> {
  const current = shared;
  shared = null;
  await current?.close();
}
