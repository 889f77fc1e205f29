import type { ListSummary } from '../../lib/dialer-types';
import { uploadRaw } from '../../lib/raw-upload';

/** A small file's new list, or a large file's import that the worker runs (progress by events). */
export type UploadAnswer = { list: ListSummary } | { import: { id: string; fileName: string } };

/**
 * Sends the raw file to the import endpoint, reporting real upload progress (0-100).
 * Resolves with the new list or the started import; rejects with an UploadError carrying the
 * server's message.
 */
export function uploadContactsFile(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return uploadRaw<UploadAnswer>({
    url: `/api/uploads?fileName=${encodeURIComponent(file.name)}`,
    file,
    contentType: 'text/csv',
    onProgress,
    signal,
  });
}
