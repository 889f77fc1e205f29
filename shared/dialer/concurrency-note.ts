import type { ConcurrencyView } from './campaign-rules';

const calls = (n: number) => `${n} ${n === 1 ? 'call' : 'calls'}`;

/** What the Rules tab says under "Concurrent calls": where the bound comes from, and its value. */
export function concurrencyNote(view: ConcurrencyView): string {
  const held =
    view.heldForInbound === 0
      ? 'with one slot, none stays free for homeowners calling back (a callback during a call is refused by the provider)'
      : `${view.heldForInbound} ${view.heldForInbound === 1 ? 'stays' : 'stay'} free for homeowners calling back`;
  const source =
    view.limit === null
      ? `Your voice provider reports no concurrency limit, so the bound is this deployment's ${calls(view.assumed)} at once`
      : `Your voice provider allows ${calls(view.limit)} at once${
          view.reservedInbound ? ` (${view.reservedInbound} reserved for inbound calls)` : ''
        }`;
  const stale = view.unreachable
    ? view.checkedAt
      ? ` It could not be reached just now: this is its report of ${new Date(view.checkedAt).toUTCString()}.`
      : ' It could not be reached just now.'
    : '';
  return `${source}; ${held}, so you can set up to ${view.max}. Calls in flight across all your lists count, callbacks included.${stale}`;
}
