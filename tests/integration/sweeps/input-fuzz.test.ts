import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../../helpers/captured-logger';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { type ProcedureInfo, routerProcedures } from '../../helpers/router-procedures';
import { hostileInput } from '../../helpers/schema-arbitrary';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

const { logger, lines } = capturedLogger();
/** Entries at level error (50) or above logged since the last clear. */
const errorsLogged = () =>
  lines.map((line) => JSON.parse(line) as { level: number }).filter((entry) => entry.level >= 50);
const ctx = await createTestContext();
const { url } = await startTestServer({ ...ctx, logger });

const RUNS = 30;

/** One call over HTTP as a browser would make it; returns the status and the body's text. */
async function call(procedure: ProcedureInfo, input: unknown, cookie: string) {
  const encoded = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  if (procedure.type === 'mutation') {
    const res = await fetch(`${url}/trpc/${procedure.path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: input === undefined ? undefined : JSON.stringify(input),
    });
    return { status: res.status, body: await res.text() };
  }
  if (procedure.type === 'query') {
    const res = await fetch(`${url}/trpc/${procedure.path}${encoded}`, { headers: { cookie } });
    return { status: res.status, body: await res.text() };
  }
  // A subscription answers 200 and reports a refusal as its first event; a valid one just waits.
  const aborter = new AbortController();
  const res = await fetch(`${url}/trpc/${procedure.path}${encoded}`, {
    headers: { cookie },
    signal: aborter.signal,
  });
  const reader = res.body!.getReader();
  let body = '';
  const timer = setTimeout(() => aborter.abort(), 300);
  try {
    while (!/event: (serialized-error|message)|^data:/m.test(body)) {
      const { value, done } = await reader.read();
      if (done) break;
      body += new TextDecoder().decode(value);
    }
  } catch {
    // Aborted while waiting: the input was accepted and the stream is open.
  } finally {
    clearTimeout(timer);
    aborter.abort();
  }
  return { status: res.status, body };
}

describe('property sweep over every tRPC procedure', () => {
  const procedures = routerProcedures();

  for (const procedure of procedures) {
    it(`${procedure.path} never answers 500 nor logs an internal error`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.option(hostileInput(procedure.input), { nil: undefined }),
          async (input) => {
            const user = await signedInUser(ctx, 'fuzz');
            lines.length = 0;
            const { status, body } = await call(procedure, input, user.cookie);
            expect(status).not.toBe(500);
            expect(body).not.toContain('INTERNAL_SERVER_ERROR');
            expect(errorsLogged()).toEqual([]);
          },
        ),
        { numRuns: RUNS },
      );
    }, 120_000);
  }

  it('the upload route never answers 500 to hostile bytes and names', async () => {
    const user = await signedInUser(ctx, 'fuzz-upload');
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2_000 }),
        fc.string({ unit: 'binary', maxLength: 300 }),
        async (bytes, fileName) => {
          lines.length = 0;
          const res = await fetch(
            `${url}/api/uploads?fileName=${encodeURIComponent(`${fileName}.csv`)}`,
            {
              method: 'POST',
              headers: { cookie: user.cookie, 'x-requested-with': 'StormDialer' },
              body: bytes,
            },
          );
          expect([201, 400, 413]).toContain(res.status);
          expect(errorsLogged()).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('the knowledge upload route never answers 500 to hostile bytes, names and queries', async () => {
    const user = await signedInUser(ctx, 'fuzz-knowledge');
    // Real magic numbers in front of junk reach the PDF and Word readers themselves.
    const MAGIC = [
      '',
      '%PDF-1.7\n',
      'PK\u0003\u0004',
      '\u00d0\u00cf\u0011\u00e0\u00a1\u00b1\u001a\u00e1',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MAGIC),
        fc.uint8Array({ maxLength: 2_000 }),
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.constantFrom('.pdf', '.docx', '.doc', '.exe', ''),
        fc.string({ unit: 'binary', maxLength: 300 }),
        async (magic, junk, name, extension, title) => {
          lines.length = 0;
          const body = Buffer.concat([Buffer.from(magic, 'latin1'), junk]);
          const query = new URLSearchParams({ fileName: `${name}${extension}`, title });
          const res = await fetch(`${url}/api/knowledge/documents?${query}`, {
            method: 'POST',
            headers: { cookie: user.cookie, 'x-requested-with': 'StormDialer' },
            body,
          });
          expect([201, 400, 413]).toContain(res.status);
          expect(errorsLogged()).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
