import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';

/** A real pino logger whose lines (JSON text, one per entry) the test can read and clear. */
export function capturedLogger(options: LoggerOptions = { level: 'info' }) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino(options, sink), lines };
}
