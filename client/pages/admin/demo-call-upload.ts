import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import type { DemoCallDetails } from '../../../shared/admin/admin-schemas';
import { DEMO_AUDIO_TYPES, MAX_DEMO_AUDIO_BYTES } from '../../../shared/admin/demo-call-audio';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../../shared/http';

const UPLOAD_FAILED = 'Upload failed. Please try again.';

/** The same type and size rules the server applies, checked before the bytes leave the browser. */
export function audioFileProblem(file: File | null): string | null {
  if (!file || file.size === 0) return ADMIN_MESSAGES.audioMissing;
  if (!Object.hasOwn(DEMO_AUDIO_TYPES, file.type)) return ADMIN_MESSAGES.audioType;
  if (file.size > MAX_DEMO_AUDIO_BYTES) return ADMIN_MESSAGES.audioTooLarge;
  return null;
}

async function send(url: string, method: 'POST' | 'PUT', file: File): Promise<{ id: string }> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { 'content-type': file.type, [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as {
    id?: string;
    error?: { message?: string };
  } | null;
  if (!response.ok || !body?.id) throw new Error(body?.error?.message ?? UPLOAD_FAILED);
  return { id: body.id };
}

/** Adds a demo call: the recording as the body, its details in the query string. */
export function uploadDemoCall(details: DemoCallDetails, file: File) {
  const query = new URLSearchParams({
    title: details.title,
    description: details.description,
    displayOrder: String(details.displayOrder),
  });
  return send(`/api/admin/demo-calls?${query}`, 'POST', file);
}

export function replaceDemoCallAudio(id: string, file: File) {
  return send(`/api/admin/demo-calls/${id}/audio`, 'PUT', file);
}
