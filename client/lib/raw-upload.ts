import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../shared/http';

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
 * Sends a file as the raw request body, reporting real upload progress (0-100). Resolves with
 * the JSON answer; rejects with an UploadError carrying the server's message.
 */
export function uploadRaw<T>(request: {
  url: string;
  method?: 'POST' | 'PUT';
  file: File;
  contentType: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal | undefined;
}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method ?? 'POST', request.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', request.contentType);
    xhr.setRequestHeader(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
    xhr.upload.onprogress = (event) => {
      if (request.onProgress && event.lengthComputable && event.total > 0) {
        request.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200 || xhr.status === 202) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new UploadError(UPLOAD_FAILED, xhr.status));
        }
        return;
      }
      reject(errorFrom(xhr));
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_FAILED, 0));
    xhr.onabort = () => reject(new UploadError('Upload cancelled', 0));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.file);
  });
}
