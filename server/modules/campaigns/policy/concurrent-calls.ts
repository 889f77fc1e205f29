import { callsInFlightCap } from '../../../../shared/dialer/concurrent-calls';

/**
 * The concurrent-calls rule: an account's campaigns place a call only while its calls in flight
 * (every direction: an inbound call holds a provider slot too) stay under its cap, which is the
 * account's setting within the provider's concurrency minus the slots held for inbound calls
 * (shared/dialer/concurrent-calls.ts). The round checks it under a lock on the account row.
 */
export function accountCallsCap(
  account: {
    calls_in_flight_limit: number;
    provider_concurrency_limit: number | null;
    provider_inbound_reserved: number | null;
  },
  assumedBound: number,
): number {
  return callsInFlightCap(account.calls_in_flight_limit, {
    limit: account.provider_concurrency_limit,
    reservedInbound: account.provider_inbound_reserved,
    assumed: assumedBound,
  });
}
