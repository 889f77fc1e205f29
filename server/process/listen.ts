import type { Server } from 'node:http';

/** The one line a person sees when a port is taken, with the way to choose another. */
export function portInUseMessage(variable: string, port: number, command: string): string {
  return `Port ${port} is already in use by another program. Choose another port: ${variable}=${port + 1} ${command}`;
}

/** Resolves with the bound port once listening; rejects on a listen error (a taken port). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

export function isPortInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';
}
