import { describe, expect, it } from 'vitest';
import {
  NOTHING_TO_WAIT_FOR,
  SKIP_REASONS,
} from '../../../server/modules/campaigns/policy/skip-reasons';
import { REASON_PHRASES, startPreviewSentence } from '../../../shared/dialer/start-preview';

const voice = { agent: null, realCalls: false, missing: [], disclosure: null };

describe('the start preview in words', () => {
  it('has words for every reason the policy counts, so no internal code reaches the user', () => {
    const codes = [...SKIP_REASONS.map((reason) => reason.code), NOTHING_TO_WAIT_FOR];
    expect(codes.filter((code) => !(code in REASON_PHRASES))).toEqual([]);
  });

  it("says a number's cap in words", () => {
    const sentence = startPreviewSentence({
      total: 47,
      callableNow: 34,
      reasons: [{ code: 'number-call-cap', count: 13 }],
      nextWindow: null,
      consent: null,
      voice,
    });
    expect(sentence).toBe(
      "Start calling: 34 of 47 can be called now — 13 held by the number's cap on calls per 24 hours.",
    );
  });
});
