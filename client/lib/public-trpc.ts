/**
 * tRPC's plain HTTP shape (one procedure per request, no batching) for the landing page, so its
 * first paint needs neither the tRPC client nor React Query. A procedure answers
 * `{ result: { data } }` or `{ error: { message, data: { httpStatus } } }`.
 */
export class PublicTrpcError extends Error {
  constructor(
    message: string,
    readonly data: { httpStatus?: number },
  ) {
    super(message);
  }
}

type Answer<T> = {
  result?: { data: T };
  error?: { message: string; data?: { httpStatus?: number } };
};

async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as Answer<T> | null;
  if (body?.result) return body.result.data;
  throw new PublicTrpcError(body?.error?.message ?? response.statusText, {
    httpStatus: body?.error?.data?.httpStatus ?? response.status,
  });
}

export async function publicQuery<T>(procedure: string): Promise<T> {
  return answerOf<T>(await fetch(`/trpc/${procedure}`, { credentials: 'include' }));
}

export async function publicMutation<T>(procedure: string): Promise<T> {
  const response = await fetch(`/trpc/${procedure}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return answerOf<T>(response);
}
