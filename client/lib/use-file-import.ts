import { useState } from 'react';
import type { AccountEvent } from '../../shared/events';
import { useAccountEvents } from './account-events';

export type FileImportEvent = Extract<AccountEvent, { type: 'import.progress' }>;

/**
 * A large file's import in the worker, followed live: null until its first event, then the
 * latest one (rows read; done or failed at the end). `onEnd` runs once when it ends.
 */
export function useFileImport(
  importId: string | null,
  onEnd: (event: FileImportEvent) => void,
): FileImportEvent | null {
  const [latest, setLatest] = useState<FileImportEvent | null>(null);
  useAccountEvents((event) => {
    if (event.type !== 'import.progress' || event.importId !== importId) return;
    setLatest(event);
    if (event.state !== 'importing') onEnd(event);
  });
  return importId && latest?.importId === importId ? latest : null;
}
