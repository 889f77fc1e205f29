import { describe, expect, it } from 'vitest';
import {
  campaignRulesRefusal,
  concurrencyView,
  RULES_MESSAGES,
} from '../../../shared/dialer/campaign-rules';
import { concurrencyNote } from '../../../shared/dialer/concurrency-note';
import {
  callsInFlightCap,
  inboundHeldBack,
  outboundBound,
} from '../../../shared/dialer/concurrent-calls';

const plan = { campaignsAtOnce: 1, label: 'Free Trial' };
const input = (concurrentCalls: number) => ({
  callsPerNumber24h: 3,
  campaignsAtOnce: 1,
  concurrentCalls,
});

describe('concurrent calls under the provider bound', () => {
  it('holds one slot for inbound calls, or the provider reservation when it reports one', () => {
    const bound = (limit: number | null, reservedInbound: number | null) => ({
      limit,
      reservedInbound,
      assumed: 20,
    });
    expect(inboundHeldBack(bound(10, null))).toBe(1);
    expect(inboundHeldBack(bound(10, 0))).toBe(1);
    expect(inboundHeldBack(bound(10, 3))).toBe(3);
    expect(outboundBound(bound(10, null))).toBe(9);
    expect(outboundBound(bound(null, null))).toBe(19);
    expect(outboundBound(bound(10, 4))).toBe(6);
  });

  it('dials with a provider that allows one call at once instead of holding it for callbacks', () => {
    const single = { limit: 1, reservedInbound: null, assumed: 20 };
    expect(inboundHeldBack(single)).toBe(0);
    expect(outboundBound(single)).toBe(1);
    expect(callsInFlightCap(5, single)).toBe(1);
    expect(campaignRulesRefusal(input(1), plan, single)).toBeNull();
    expect(outboundBound({ limit: 1, reservedInbound: 1, assumed: 20 })).toBe(0);
    expect(
      concurrencyNote(concurrencyView({ bound: single, checkedAt: null, unreachable: false })),
    ).toBe(
      'Your voice provider allows 1 call at once; with one slot, none stays free for homeowners calling back (a callback during a call is refused by the provider), so you can set up to 1. Calls in flight across all your lists count, callbacks included.',
    );
  });

  it('caps calls in flight at the setting within the bound', () => {
    expect(callsInFlightCap(5, { limit: 20, reservedInbound: 0, assumed: 20 })).toBe(5);
    expect(callsInFlightCap(50, { limit: 20, reservedInbound: 0, assumed: 20 })).toBe(19);
  });

  it('refuses a setting above the bound with the catalogued message', () => {
    const bound = { limit: 10, reservedInbound: 2, assumed: 20 };
    expect(campaignRulesRefusal(input(8), plan, bound)).toBeNull();
    expect(campaignRulesRefusal(input(9), plan, bound)).toEqual({
      field: 'concurrentCalls',
      message: RULES_MESSAGES.concurrentCallsAboveProvider(8, 10, 2),
    });
    expect(RULES_MESSAGES.concurrentCallsAboveProvider(9, 10, 1)).toBe(
      'Your voice provider allows 10 calls at once and 1 stays free for homeowners calling back: set at most 9 concurrent calls',
    );
  });

  it('says where the bound comes from on the Rules tab', () => {
    const reported = concurrencyView({
      bound: { limit: 10, reservedInbound: 2, assumed: 20 },
      checkedAt: new Date('2026-11-26T05:00:00Z'),
      unreachable: false,
    });
    expect(concurrencyNote(reported)).toBe(
      'Your voice provider allows 10 calls at once (2 reserved for inbound calls); 2 stay free for homeowners calling back, so you can set up to 8. Calls in flight across all your lists count, callbacks included.',
    );
    const none = concurrencyView({
      bound: { limit: null, reservedInbound: null, assumed: 20 },
      checkedAt: null,
      unreachable: true,
    });
    expect(concurrencyNote(none)).toBe(
      "Your voice provider reports no concurrency limit, so the bound is this deployment's 20 calls at once; 1 stays free for homeowners calling back, so you can set up to 19. Calls in flight across all your lists count, callbacks included. It could not be reached just now.",
    );
  });
});
