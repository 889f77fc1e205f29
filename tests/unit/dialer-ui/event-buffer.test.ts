import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBuffer, createThrottle } from '../../../client/lib/live-updates/event-buffer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createEventBuffer', () => {
  it('hands over a burst as one batch after the window', () => {
    const batches: number[][] = [];
    const buffer = createEventBuffer<number>(1000, (items) => batches.push(items));
    buffer.push(1);
    vi.advanceTimersByTime(400);
    buffer.push(2);
    buffer.push(3);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(600);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('starts a new batch for items after a flush', () => {
    const batches: number[][] = [];
    const buffer = createEventBuffer<number>(1000, (items) => batches.push(items));
    buffer.push(1);
    vi.advanceTimersByTime(1000);
    buffer.push(2);
    vi.advanceTimersByTime(1000);
    expect(batches).toEqual([[1], [2]]);
  });

  it('drops pending items when disposed', () => {
    const onFlush = vi.fn();
    const buffer = createEventBuffer<number>(1000, onFlush);
    buffer.push(1);
    buffer.dispose();
    vi.advanceTimersByTime(5000);
    expect(onFlush).not.toHaveBeenCalled();
  });
});

describe('createThrottle', () => {
  it('runs at once, then collapses calls within the interval into one trailing run', () => {
    const fn = vi.fn();
    const throttle = createThrottle(500, fn);
    throttle.run();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i++) throttle.run();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('never runs more than twice a second under a steady stream of calls', () => {
    const fn = vi.fn();
    const throttle = createThrottle(500, fn);
    for (let ms = 0; ms < 10_000; ms += 10) {
      throttle.run();
      vi.advanceTimersByTime(10);
    }
    expect(fn.mock.calls.length).toBeLessThanOrEqual(21);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(19);
  });

  it('cancels a pending trailing run when disposed', () => {
    const fn = vi.fn();
    const throttle = createThrottle(500, fn);
    throttle.run();
    throttle.run();
    throttle.dispose();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
