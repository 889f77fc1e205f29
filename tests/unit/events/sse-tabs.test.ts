import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SseTabs } from '../../../server/modules/events/sse-tabs';

function response() {
  const written: string[] = [];
  const res = { write: (chunk: Buffer) => written.push(chunk.toString()) };
  return { res: res as unknown as ServerResponse, written };
}

describe('open event-stream responses', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every open stream each interval, and stops pinging one that was removed', () => {
    const tabs = new SseTabs<string>(15_000);
    const one = response();
    const two = response();
    tabs.add(one.res, 'one');
    tabs.add(two.res, 'two');
    vi.advanceTimersByTime(14_999);
    expect(one.written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(one.written).toEqual(['event: ping\ndata: \n\n']);
    expect(two.written).toEqual(['event: ping\ndata: \n\n']);

    expect(tabs.remove(one.res)).toBe('one');
    vi.advanceTimersByTime(15_000);
    expect(one.written).toHaveLength(1);
    expect(two.written).toHaveLength(2);
  });

  it('runs no timer while no stream is open', () => {
    const tabs = new SseTabs<string>(15_000);
    const one = response();
    tabs.add(one.res, 'one');
    tabs.remove(one.res);
    expect(vi.getTimerCount()).toBe(0);
    expect(tabs.remove(one.res)).toBeUndefined();
  });
});
