import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from '../../../server/router';
import { INPUT_MESSAGES } from '../../../shared/validation/input-limits';
import { capturedLogger } from '../../helpers/captured-logger';
import { type SignedIn, signedInUser } from '../../helpers/dialer-fixtures';
import { HOSTILE_ENTRIES, type HostileName, hostileInside } from '../../helpers/hostile-values';
import { type ProcedureInfo, routerProcedures } from '../../helpers/router-procedures';
import { hostileInput } from '../../helpers/schema-arbitrary';
import { keysOf, stringFieldPaths, withValueAt } from '../../helpers/schema-sample';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { CANDIDATES, validInput } from '../../helpers/valid-input';
import { acceptedValues, idPaths, seedAccount, withValues } from './sweep-world';

const { logger, lines } = capturedLogger();
/** Entries at level error (50) or above logged since the last clear. */
const errorsLogged = () =>
  lines.map((line) => JSON.parse(line) as { level: number }).filter((entry) => entry.level >= 50);
const ctx = await createTestContext();
const { url } = await startTestServer({ ...ctx, logger });

/** fast-check runs per procedure, on top of the fixed table. */
const RUNS = 10;
/** A GET URL longer than this is refused by Node before the app (431): such queries go in-process. */
const MAX_URL = 8_000;
/** Values the boundary refuses in every field, whatever its schema says. */
const REFUSED: HostileName[] = [
  'nul',
  'loneHighSurrogate',
  'loneLowSurrogate',
  'nulInside',
  'loneHighInside',
  'loneLowInside',
];

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
  // A subscription answers 200 and reports a refusal as its first event; an accepted one sends
  // its `connected` event at once. The timer only bounds a stream that sends neither.
  const aborter = new AbortController();
  const res = await fetch(`${url}/trpc/${procedure.path}${encoded}`, {
    headers: { cookie },
    signal: aborter.signal,
  });
  const reader = res.body!.getReader();
  let body = '';
  const timer = setTimeout(() => aborter.abort(), 5_000);
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

type Answer = { status: number; body: string };

const zodInputs = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })
  ._def.procedures;
type ProcedureDef = { _def: { inputs: z.ZodType[] } };

/** Through the router in-process, for inputs too long for a URL; a thrown TRPCError is its status. */
async function callInProcess(user: SignedIn, procedure: ProcedureInfo, input: unknown) {
  let target: unknown = user.caller;
  for (const key of procedure.path.split('.')) target = (target as Record<string, unknown>)[key];
  try {
    await (target as (input: unknown) => Promise<unknown>)(input);
    return { status: 200, body: '' };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return { status: internal ? 500 : 400, body: `${error.code} ${error.message}` };
  }
}

async function send(user: SignedIn, procedure: ProcedureInfo, input: unknown): Promise<Answer> {
  const urlLength =
    procedure.type === 'mutation' ? 0 : encodeURIComponent(JSON.stringify(input ?? null)).length;
  if (urlLength > MAX_URL) return callInProcess(user, procedure, input);
  return call(procedure, input, user.cookie);
}

function expectNoFailure(answer: Answer, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.body, what).not.toContain('INTERNAL_SERVER_ERROR');
  expect(errorsLogged(), what).toEqual([]);
}

/** Values (real ids, numbers the service takes) that make the procedure accept a sample. */
async function acceptedFor(user: SignedIn, procedure: ProcedureInfo, sample: unknown) {
  const ids = idPaths(sample).length > 0 ? await seedAccount(ctx, user) : [];
  return acceptedValues(sample, ids, CANDIDATES, (input) => send(user, procedure, input));
}

const readAt = (value: unknown, keys: (string | number)[]): unknown =>
  keys.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | null)?.[key], value);

/** Every (procedure, text field) that received the whole table, checked at the end. */
const exercised = new Set<string>();
const procedures = routerProcedures();

describe('exhaustive sweep: every hostile value in every text field of every procedure', () => {
  for (const procedure of procedures) {
    it(`${procedure.path} refuses NUL and lone surrogates and never fails on the rest`, async () => {
      // An admin owner, so admin and owner procedures reach their schemas too.
      const user = await signedInUser(ctx, 'sweep', { isAdmin: true });
      if (!procedure.input) {
        lines.length = 0;
        expectNoFailure(await send(user, procedure, undefined), procedure.path);
        exercised.add(procedure.path);
        return;
      }
      const schema = zodInputs[procedure.path]!._def.inputs[0]!;
      const accepted = await acceptedFor(
        user,
        procedure,
        validInput(schema, procedure.input).input,
      );
      for (const field of stringFieldPaths(procedure.input)) {
        const base = validInput(schema, procedure.input, field);
        expect(base.valid, `${procedure.path} ${field}: no valid sample input`).toBe(true);
        const keys = keysOf(field);
        const filled = withValues(base.input, accepted, keys);
        const valid = readAt(filled, keys);
        for (const [name, value] of [...HOSTILE_ENTRIES, ...hostileInside(valid)]) {
          const what = `${procedure.path} ${field} ${name}`;
          lines.length = 0;
          const input = withValueAt(filled, keys, value);
          const answer = await send(user, procedure, input);
          expectNoFailure(answer, what);
          if (REFUSED.includes(name)) {
            expect(answer.body, what).toContain(INPUT_MESSAGES.controlCharacters);
          }
        }
        exercised.add(`${procedure.path} ${field}`);
      }
      exercised.add(procedure.path);
    }, 60_000);
  }

  it('exercised every procedure and every text field the router and schemas declare', () => {
    const declared = procedures.flatMap((p) => [
      p.path,
      ...stringFieldPaths(p.input).map((field) => `${p.path} ${field}`),
    ]);
    expect(declared.filter((entry) => !exercised.has(entry))).toEqual([]);
    expect(declared.length).toBeGreaterThan(procedures.length);
  });
});

describe('property sweep over every tRPC procedure', () => {
  for (const procedure of procedures) {
    it(`${procedure.path} never answers 500 nor logs an internal error`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.option(hostileInput(procedure.input), { nil: undefined }),
          async (input) => {
            const user = await signedInUser(ctx, 'fuzz');
            lines.length = 0;
            expectNoFailure(await send(user, procedure, input), procedure.path);
          },
        ),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
});

describe('plain routes', () => {
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

afterAll(async () => {
  // The process is still healthy after the sweep: it answers its health and readiness checks.
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  expect((await fetch(`${url}/readyz`)).status).toBe(200);
});
