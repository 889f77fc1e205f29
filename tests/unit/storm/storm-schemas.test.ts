import { describe, expect, it } from 'vitest';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { ConnectAcculynxKeySchema, HailSearchSchema } from '../../../shared/storm/storm-schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('Storm Data inputs', () => {
  it("answers the spec's texts for an empty key and address", () => {
    expect(messages(ConnectAcculynxKeySchema.safeParse({ apiKey: '   ' }))).toEqual([
      STORM_MESSAGES.apiKeyRequired,
    ]);
    expect(messages(HailSearchSchema.safeParse({ address: ' ' }))).toEqual([
      STORM_MESSAGES.addressRequired,
    ]);
    expect(STORM_MESSAGES).toMatchObject({
      apiKeyRequired: 'API Key is required',
      addressRequired: 'Please enter an address to search for hail data.',
    });
  });

  it('names the provider in the hail key and result notices', () => {
    expect(STORM_MESSAGES.hailKeyRequired('hailtrace')).toBe(
      'Please enter your HailTrace API key.',
    );
    expect(STORM_MESSAGES.hailKeyRequired('hailrecon')).toBe(
      'Please enter your HailRecon API key.',
    );
    expect(STORM_MESSAGES.hailConnected('hailrecon')).toBe('HailRecon Connected');
    expect(STORM_MESSAGES.searchComplete(3)).toBe('Found 3 hail events for the provided address.');
    expect(STORM_MESSAGES.sampleSearchComplete(3)).toBe(
      'Found 3 sample hail events for the provided address (sample results, not real reports).',
    );
    expect(STORM_MESSAGES.notVerifiedSample).toBe('Not verified — sample results');
  });
});
