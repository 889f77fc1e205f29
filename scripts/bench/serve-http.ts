import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A benchmark's server on a free local port: its URL, and a close that drops open connections. */
export type ServedHttp = { url: string; close(): Promise<void> };

export async function serveHttp(server: HttpServer): Promise<ServedHttp> {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
