import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { MESH_DIRECTORY, meshFileName } from '../../server/integrations/noaa/mrms-mesh-seam';
import { meshSwathFile, type SwathCell } from './mesh-swath-file';

const LATEST = 'MRMS_MESH_Max_1440min.latest.grib2.gz';

export type MrmsFake = {
  /** The base to configure as MRMS_BASE_URL (with its `/2D` path, as NCEP's). */
  url: string;
  requests: string[];
  /** Publishes a generated MESH_Max_1440min file (CONUS grid) at `time`; the newest is `.latest`. */
  publish(time: Date, swath: SwathCell[]): string;
  close(): Promise<void>;
};

/**
 * NCEP's MRMS real-time server for MESH_Max_1440min: `/2D/MESH_Max_1440min/MRMS_MESH_Max_1440min_
 * 00.50_YYYYMMDD-HHMMSS.grib2.gz` per published file and the `.latest` alias (layout from the
 * reference, see server/integrations/noaa/mrms-mesh-seam.ts); 404 for anything else.
 */
export async function startMrmsFake(port = 0): Promise<MrmsFake> {
  const requests: string[] = [];
  const files = new Map<string, { time: Date; bytes: Buffer }>();
  const newest = () => [...files.values()].sort((a, b) => +b.time - +a.time)[0];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push(path);
    const prefix = `/2D/${MESH_DIRECTORY}/`;
    const name = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    const file = name === LATEST ? newest() : files.get(name);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const headers = { 'content-type': 'application/x-gzip', 'content-length': file.bytes.length };
    res.writeHead(200, headers).end(file.bytes);
  });
  server.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/2D`,
    requests,
    publish(time, swath) {
      const name = meshFileName(time);
      files.set(name, { time, bytes: meshSwathFile(time, swath) });
      return name;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A small swath over Dallas (1.75 in at its core), for a person trying the import. */
export const DALLAS_SWATH: SwathCell[] = Array.from({ length: 60 }, (_, i) => ({
  lat: 32.805 - Math.floor(i / 10) * 0.01,
  lon: -96.855 + (i % 10) * 0.01,
  mm: [19.1, 25.4, 31.8, 38.1, 44.5][Math.min(4, (i % 10) >> 1)]!,
}));

// `npm run fake:mrms`: serves a swath in the file of the last 12Z; set MRMS_BASE_URL to its url.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startMrmsFake(Number(process.env.MRMS_FAKE_PORT ?? 0));
  const closing = new Date();
  closing.setUTCHours(12, 0, 0, 0);
  if (closing > new Date()) closing.setUTCDate(closing.getUTCDate() - 1);
  console.log(`serving ${fake.publish(closing, DALLAS_SWATH)} and the .latest alias`);
  console.log(`MRMS fake on ${fake.url} — MRMS_BASE_URL=${fake.url}`);
}
