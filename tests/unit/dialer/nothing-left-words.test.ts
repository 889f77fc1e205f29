import { describe, expect, it } from 'vitest';
import { SKIP_REASONS } from '../../../server/modules/campaigns/policy/skip-reasons';
import { NOTHING_LEFT_PHRASES, nothingLeftSentence } from '../../../shared/dialer/nothing-left';

describe('a campaign that ends with contacts nobody may call, in words', () => {
  it('has words for every reason the policy counts', () => {
    const codes = SKIP_REASONS.map((reason) => reason.code);
    expect(codes.filter((code) => !(code in NOTHING_LEFT_PHRASES))).toEqual([]);
  });

  it('names the reason with its count, one and many', () => {
    expect(nothingLeftSentence('no-consent', 6)).toBe(
      'Nothing left to call: 6 need recorded consent',
    );
    expect(nothingLeftSentence('no-consent', 1)).toBe(
      'Nothing left to call: 1 needs recorded consent',
    );
    expect(nothingLeftSentence('do-not-call', 1200)).toBe(
      'Nothing left to call: 1,200 are on the do-not-call list',
    );
  });
});
