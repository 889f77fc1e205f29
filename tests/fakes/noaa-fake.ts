import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where NCEI publishes the yearly Storm Events files, and SPC its daily hail reports. */
export const NCEI_CSV_DIR = '/pub/data/swdi/stormevents/csvfiles/';
export const SPC_REPORTS_DIR = '/climo/reports/';

const FIXTURES = join(import.meta.dirname, '../fixtures/storm');

export type NoaaFake = {
  url: string;
  requests: string[];
  /** The names the NCEI directory lists (default: the details fixtures); tests may change it. */
  nceiListing: string[];
  close(): Promise<void>;
};

/**
 * The NCEI directory as an HTML index of links. The reference does not document the listing's
 * format (the product reads it behind a seam, ncei-directory.ts): this is an assumed shape.
 */
function directoryIndex(names: string[]): string {
  const links = names.map((name) => `<a href="${name}">${name}</a>  2026-11-20 10:00   1.2M`);
  return `<html><head><title>Index of ${NCEI_CSV_DIR}</title></head><body><h1>Index of ${NCEI_CSV_DIR}</h1><pre>\n<a href="../">Parent Directory</a>\n${links.join('\n')}\n</pre></body></html>`;
}

/**
 * Serves the files of tests/fixtures/storm as NCEI (`/pub/data/swdi/stormevents/csvfiles/<name>`)
 * and SPC (`/climo/reports/<name>`) do: the bytes as stored, 404 for anything else; the NCEI
 * directory itself as an index of `nceiListing`.
 */
export async function startNoaaFake(): Promise<NoaaFake> {
  const requests: string[] = [];
  const listing = {
    nceiListing: readdirSync(FIXTURES).filter((name) => name.startsWith('StormEvents_details')),
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push(path);
    if (path === NCEI_CSV_DIR) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(directoryIndex(listing.nceiListing));
      return;
    }
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
    get nceiListing() {
      return listing.nceiListing;
    },
    set nceiListing(names: string[]) {
      listing.nceiListing = names;
    },
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
