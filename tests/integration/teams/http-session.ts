/** A tiny tRPC-over-HTTP client with a cookie jar, for flows that need real session cookies. */
export class HttpSession {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  mutate<T = unknown>(path: string, input?: unknown) {
    return this.send<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input ?? null),
    });
  }

  query<T = unknown>(path: string, input?: unknown) {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.send<T>(`${path}${search}`, { method: 'GET' });
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private async send<T>(path: string, init: RequestInit) {
    const cookie = this.cookieHeader();
    const response = await fetch(`${this.baseUrl}/trpc/${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    const body = (await response.json()) as {
      result?: { data: T };
      error?: { message: string; data: { code: string; fieldErrors: Record<string, string[]> } };
    };
    return { status: response.status, data: body.result?.data, error: body.error };
  }
}
