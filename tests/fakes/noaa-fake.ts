import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where NCEI publishes the yearly Storm Events files, and SPC its daily hail reports. */
export const NCEI_CSV_DIR = '/pub/data/swdi/stormevents/csvfiles/';
export const SPC_REPORTS_DIR = '/climo/reports/';

const FIXTURES = join(import.meta.dirname, '../fixtures/storm');

export type NoaaFake = { url: string; requests: string[]; close(): Promise<void> };

/**
 * Serves the files of tests/fixtures/storm as NCEI (`/pub/data/swdi/stormevents/csvfiles/<name>`)
 * and SPC (`/climo/reports/<name>`) do: the bytes as stored, 404 for anything else.
 */
export async function startNoaaFake(): Promise<NoaaFake> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push(path);
    const dir = [NCEI_CSV_DIR, SPC_REPORTS_DIR].find((prefix) => path.startsWith(prefix));
    const file = dir ? join(FIXTURES, basename(path)) : '';
    if (!dir || basename(path) !== path.slice(dir.length) || !existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const type = file.endsWith('.gz') ? 'application/gzip' : 'text/csv';
    res.writeHead(200, { 'content-type': type, 'content-length': statSync(file).size });
    createReadStream(file).pipe(res);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npm run fake:noaa`: serves the fixtures for NCEI_BASE_URL (and SPC) to point at.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startNoaaFake();
  console.log(`NOAA fake on ${fake.url} — NCEI_BASE_URL=${fake.url}`);
}
