/**
 * API memory while a knowledge-base upload is a bomb: a .docx of 0.95 MB on disk that inflates to
 * 430 MB, and a PDF whose page content does the same. Serves the real app in this process (its
 * worker threads count in its RSS), uploads one bomb and then four at once, while another account
 * uploads a small document, and prints the RSS before, the peak (VmHWM, reset before each case)
 * and the other account's wait. A measurement for docs/security.md, not a test:
 *
 *   node --expose-gc --import tsx scripts/bench/document-bomb-memory.ts [docx|pdf]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '../../server/http-server';
import { docxBomb, pdfBomb } from '../../tests/helpers/document-bombs';
import { docxWith } from '../../tests/helpers/document-fixtures';
import { resolveServiceUrls } from '../lib/service-urls';
import { createBenchInfra } from './bench-env';
import { seedAccountWithSession } from './bench-fixtures';

const MB = 1024 * 1024;

const TARGET_BYTES = Math.round(0.95 * MB);

/** 0.95 MB files whose document part inflates to 430 MB (stored padding makes up the size). */
async function bombs(): Promise<Record<'docx' | 'pdf', Buffer>> {
  const docx = docxBomb({ inflatesToMb: 430, filler: 'spaces' });
  const pdf = await pdfBomb({ inflatesToMb: 430 });
  return {
    docx: docxBomb({
      inflatesToMb: 430,
      filler: 'spaces',
      paddingBytes: TARGET_BYTES - docx.length - 100,
    }),
    pdf: await pdfBomb({ inflatesToMb: 430, paddingBytes: TARGET_BYTES - pdf.length - 100 }),
  };
}

/** VmRSS or VmHWM (peak) of this process, in MB. */
function memory(field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync('/proc/self/status', 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

async function upload(url: string, cookie: string, bytes: Buffer, fileName: string) {
  const started = performance.now();
  const res = await fetch(`${url}/api/knowledge/documents?fileName=${fileName}`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/octet-stream',
      'x-requested-with': 'StormDialer',
    },
    body: new Uint8Array(bytes),
  });
  const body = (await res.json()) as { error?: { message: string } };
  return {
    status: res.status,
    message: body.error?.message ?? 'stored',
    ms: Math.round(performance.now() - started),
  };
}

async function main() {
  const services = await resolveServiceUrls();
  const infra = await createBenchInfra(services);
  const server = createHttpServer(infra).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const bomber = await seedAccountWithSession(infra.db, infra.config, 'bomber');
    const bystander = await seedAccountWithSession(infra.db, infra.config, 'bystander');
    const small = await docxWith(['Our crews replace gutters in one day.']);
    const files = await bombs();
    await upload(url, bystander.cookie, small, 'warm-up.docx');
    const cases = [
      ['docx', 1],
      ['docx', 4],
      ['pdf', 1],
    ] as const;
    const only = process.argv[2];
    for (const [kind, copies] of cases.filter(([kind]) => !only || kind === only)) {
      const file = files[kind];
      global.gc?.();
      const before = memory('VmRSS');
      writeFileSync('/proc/self/clear_refs', '5');
      const sent = Array.from({ length: copies }, () =>
        upload(url, bomber.cookie, file, `bomb.${kind}`),
      );
      const other = await upload(url, bystander.cookie, small, 'small.docx');
      const results = await Promise.all(sent);
      console.log(
        `${copies} ${kind} bomb(s) of ${(file.length / MB).toFixed(2)} MB: RSS before ${before} MB,`,
        `peak ${memory('VmHWM')} MB, after ${memory('VmRSS')} MB;`,
        `bombs ${JSON.stringify(results)}; other account's document ${other.status} in ${other.ms} ms`,
      );
    }
  } finally {
    server.closeAllConnections();
    server.close();
    await infra.dispose();
    await services.stop();
  }
}

await main();
