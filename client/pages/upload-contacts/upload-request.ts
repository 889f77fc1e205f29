import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../../shared/http';
import type { ListSummary } from '../../lib/dialer-types';

const UPLOAD_FAILED = 'Upload failed. Please try again.';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function errorFrom(xhr: XMLHttpRequest): UploadError {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { message?: unknown } | string };
    const message = typeof body.error === 'string' ? body.error : body.error?.message;
    if (typeof message === 'string' && message) return new UploadError(message, xhr.status);
  } catch {
    // Not JSON (e.g. a proxy error page): fall through to the generic text.
  }
  return new UploadError(UPLOAD_FAILED, xhr.status);
}

/**
 * Sends the raw file to the import endpoint, reporting real upload progress (0-100).
 * Resolves with the new list; rejects with an UploadError carrying the server's message.
 */
export function uploadContactsFile(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ListSummary> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/uploads?fileName=${encodeURIComponent(file.name)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          resolve((JSON.parse(xhr.responseText) as { list: ListSummary }).list);
        } catch {
          reject(new UploadError(UPLOAD_FAILED, xhr.status));
        }
        return;
      }
      reject(errorFrom(xhr));
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_FAILED, 0));
    xhr.onabort = () => reject(new UploadError('Upload cancelled', 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
