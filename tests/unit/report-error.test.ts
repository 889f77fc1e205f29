import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorsTotal } from '../../server/metrics/error-metrics';
import { ERROR_LOG_WINDOW_MS, reportError } from '../../server/process/report-error';

describe('reportError', () => {
  it('counts every error and logs one line per source per window, then how many it left out', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()));
          done();
        },
      }),
    );
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) reportError(logger, 'queue', new Error(`boom ${i}`), t0 + i);
    reportError(logger, 'queue', new Error('later'), t0 + ERROR_LOG_WINDOW_MS + 1);

    expect(lines.map((l) => l.msg)).toEqual(['queue error', 'queue error']);
    expect(lines[1]).toMatchObject({ source: 'queue', suppressedSinceLastLine: 4 });
    const queue = (await errorsTotal.get()).values.find((v) => v.labels.source === 'queue');
    expect(queue?.value).toBe(6);
  });
});
