import type { ListSummary } from '../../lib/dialer-types';
import { uploadRaw } from '../../lib/raw-upload';

/**
 * Sends the raw file to the import endpoint, reporting real upload progress (0-100).
 * Resolves with the new list; rejects with an UploadError carrying the server's message.
 */
export async function uploadContactsFile(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ListSummary> {
  const { list } = await uploadRaw<{ list: ListSummary }>({
    url: `/api/uploads?fileName=${encodeURIComponent(file.name)}`,
    file,
    contentType: 'text/csv',
    onProgress,
    signal,
  });
  return list;
}
