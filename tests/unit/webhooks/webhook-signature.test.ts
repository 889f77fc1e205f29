import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  RETRY_WINDOW_MS,
  retryDelayMs,
  retryOffsetsMs,
} from '../../../server/modules/webhooks/retry-schedule';
import {
  signatureHeader,
  verifySignature,
} from '../../../server/modules/webhooks/webhook-signature';
import { documentedVerifier } from '../../helpers/webhook-doc-snippet';

const body = '{"id":"e1","type":"webhook.test","created_at":"2026-11-26T15:00:00.000Z","data":{}}';
const t = 1_790_000_000;

describe('webhook signatures', () => {
  it('signs HMAC-SHA256 of t + "." + the raw body, hex', () => {
    const expected = createHmac('sha256', 'whsec_a').update(`${t}.${body}`).digest('hex');
    expect(signatureHeader(['whsec_a'], t, body)).toBe(`t=${t},v1=${expected}`);
  });

  it('carries one v1 per secret while rolling, and each secret verifies', async () => {
    const header = signatureHeader(['whsec_new', 'whsec_old'], t, body);
    expect(header.match(/v1=/g)).toHaveLength(2);
    const verify = await documentedVerifier();
    expect(verify(header, body, 'whsec_new', t + 10)).toBe(true);
    expect(verify(header, body, 'whsec_old', t + 10)).toBe(true);
    expect(verify(header, body, 'whsec_other', t + 10)).toBe(false);
  });

  it('the documented snippet and the server agree: wrong body, moved t, stale t all fail', async () => {
    const verify = await documentedVerifier();
    const header = signatureHeader(['whsec_a'], t, body);
    for (const check of [verify, verifySignature]) {
      expect(check(header, body, 'whsec_a', t + 299)).toBe(true);
      expect(check(header, `${body} `, 'whsec_a', t + 1)).toBe(false);
      expect(check(header.replace(`t=${t}`, `t=${t + 1}`), body, 'whsec_a', t + 1)).toBe(false);
      expect(check(header, body, 'whsec_a', t + 301)).toBe(false);
      expect(check('v1=abc', body, 'whsec_a', t)).toBe(false);
    }
  });
});

describe('retry schedule', () => {
  it('waits 30 s after the first failure, doubling to at most 4 hours, up to 24 hours', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(10)).toBe(4 * 3_600_000);
    const offsets = retryOffsetsMs();
    expect(offsets.slice(0, 3)).toEqual([30_000, 90_000, 210_000]);
    // 30 s … 128 min (4 h 15 min 30 s in all), then every 4 hours, and a last try at 24 hours.
    expect(offsets[8]).toBe(15_330_000);
    expect(offsets.slice(9)).toEqual([
      15_330_000 + 4 * 3_600_000,
      15_330_000 + 8 * 3_600_000,
      15_330_000 + 12 * 3_600_000,
      15_330_000 + 16 * 3_600_000,
      24 * 3_600_000,
    ]);
    expect(offsets.at(-1)).toBe(RETRY_WINDOW_MS);
    expect(offsets).toHaveLength(14);
  });
});
