import { connect, createServer, type Server } from 'node:net';
import { afterAll } from 'vitest';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Another program holding a port, like the one a person already runs on 3000. */
export async function occupyPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return (server.address() as { port: number }).port;
}

/** A TCP proxy on `port` to `target` (host:port), started on demand: makes a service "come up". */
export async function startTcpProxy(port: number, target: URL): Promise<Server> {
  const server = createServer((socket) => {
    const upstream = connect(Number(target.port), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  afterAll(() => {
    server.close();
  });
  return server;
}
