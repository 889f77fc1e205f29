import type { AppDeps, CallingClock } from '../../../deps';

export type { CallingClock };

export function callingClockStartingAt(start: Date, realNow = Date.now()): CallingClock {
  const offset = start.getTime() - realNow;
  return {
    now: () => new Date(Date.now() + offset),
    toReal: (at) => new Date(at.getTime() - offset),
    fromReal: (at) => new Date(at.getTime() + offset),
  };
}

export const REAL_CALLING_CLOCK: CallingClock = {
  now: () => new Date(),
  toReal: (at) => at,
  fromReal: (at) => at,
};

const fromConfig = new WeakMap<object, CallingClock>();

/** The deps' calling clock: set by a test, from the config, or the real one. */
export function callingClockOf(deps: Pick<AppDeps, 'config' | 'callingClock'>): CallingClock {
  if (deps.callingClock) return deps.callingClock;
  const start = deps.config.dialer.callingClockStart;
  if (!start) return REAL_CALLING_CLOCK;
  let clock = fromConfig.get(deps.config);
  if (!clock) {
    clock = callingClockStartingAt(start);
    fromConfig.set(deps.config, clock);
  }
  return clock;
}

/** How far the deps' calling clock runs ahead of real time, in ms (0 on the real clock). */
export function callingClockOffsetMs(deps: Pick<AppDeps, 'config' | 'callingClock'>): number {
  return callingClockOf(deps).fromReal(new Date(0)).getTime();
}
