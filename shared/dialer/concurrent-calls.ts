/** Most concurrent calls an account may set (accounts.calls_in_flight_limit's check). */
export const CONCURRENT_CALLS_MAX = 1000;

/**
 * The provider's concurrency as the Rules tab and the dialer see it. `limit` and
 * `reservedInbound` are what the provider last reported (null: not reported); without a limit,
 * `assumed` (the deployment's bound) stands in for it.
 */
export type ConcurrencyBound = {
  limit: number | null;
  reservedInbound: number | null;
  assumed: number;
};

/**
 * Provider slots the dialer never takes, so a homeowner calling back reaches the agent: the
 * provider's own inbound reservation when it reports one, else one slot — unless the provider
 * allows a single call at once, which the dialer then uses (holding it back would dial nobody).
 */
export function inboundHeldBack(bound: ConcurrencyBound): number {
  if (bound.reservedInbound && bound.reservedInbound > 0) return bound.reservedInbound;
  return (bound.limit ?? bound.assumed) > 1 ? 1 : 0;
}

/** The most calls the account's campaigns may have in flight at once under the provider. */
export function outboundBound(bound: ConcurrencyBound): number {
  return Math.max(0, (bound.limit ?? bound.assumed) - inboundHeldBack(bound));
}

/** The dialer's cap on calls in flight for the account: its setting, within the provider's bound. */
export function callsInFlightCap(setting: number, bound: ConcurrencyBound): number {
  return Math.min(setting, outboundBound(bound));
}
