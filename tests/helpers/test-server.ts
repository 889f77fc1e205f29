import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import type { AppDeps } from '../../server/deps';
import { createHttpServer } from '../../server/http-server';

/** Serves the real app on a free port for the duration of the test file. */
export async function startTestServer(deps: AppDeps): Promise<{ url: string }> {
  const server = createHttpServer(deps).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
