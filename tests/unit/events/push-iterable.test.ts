import { describe, expect, it } from 'vitest';
import { type PushSource, pushIterable } from '../../../server/events/push-iterable';

/** A source that pushes `values` and then ends, recording whether it was stopped. */
function source(values: number[], endAfter: boolean) {
  const state = { stopped: false };
  const open: PushSource<number> = async (push, end) => {
    for (const value of values) push(value);
    if (endAfter) end();
    return () => {
      state.stopped = true;
    };
  };
  return { open, state };
}

describe('push source as an async generator', () => {
  it('yields every value pushed before the end, then ends and stops the source', async () => {
    const { open, state } = source([1, 2, 3], true);
    const got: number[] = [];
    for await (const value of pushIterable(open)) got.push(value);
    expect(got).toEqual([1, 2, 3]);
    expect(state.stopped).toBe(true);
  });

  it('ends when the signal aborts, and stops the source when the loop is left', async () => {
    const aborter = new AbortController();
    const { open, state } = source([1, 2], false);
    const got: number[] = [];
    for await (const value of pushIterable(open, aborter.signal)) {
      got.push(value);
      if (value === 2) setTimeout(() => aborter.abort(), 5);
    }
    expect(got).toEqual([1, 2]);
    expect(state.stopped).toBe(true);

    const early = source([1, 2, 3], false);
    for await (const value of pushIterable(early.open)) if (value === 1) break;
    expect(early.state.stopped).toBe(true);
  });
});
