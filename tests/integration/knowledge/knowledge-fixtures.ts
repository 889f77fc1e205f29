import type { KnowledgeItemView } from '../../../shared/knowledge/knowledge-schema';

/** Uploads `bytes` as a knowledge document through the real HTTP route. */
export function uploadDocument(
  url: string,
  cookie: string,
  bytes: Buffer,
  query: { fileName: string; title?: string; agentId?: string; id?: string },
) {
  const params = new URLSearchParams({
    fileName: query.fileName,
    title: query.title ?? '',
    agentId: query.agentId ?? '',
  });
  const path = query.id ? `/api/knowledge/${query.id}/file` : '/api/knowledge/documents';
  return fetch(`${url}${path}?${params}`, {
    method: query.id ? 'PUT' : 'POST',
    headers: {
      cookie,
      'content-type': 'application/octet-stream',
      'x-requested-with': 'StormDialer',
    },
    body: new Uint8Array(bytes),
  });
}

/** Uploads and returns the stored item (fails the test on a refusal). */
export async function uploaded(
  url: string,
  cookie: string,
  bytes: Buffer,
  query: Parameters<typeof uploadDocument>[3],
): Promise<KnowledgeItemView> {
  const res = await uploadDocument(url, cookie, bytes, query);
  const body = await res.json();
  if (res.status >= 300) throw new Error(`upload refused: ${res.status} ${JSON.stringify(body)}`);
  return body.item;
}
