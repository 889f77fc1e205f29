import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ROUND_WINDOW_MS,
  roundWindowEnd,
} from '../../../server/modules/campaigns/rounds/next-round';
import { jobOptions, roundJobId } from '../../../server/queue/job-options';
import { simulatedOutcome } from '../../../server/voice/simulated/simulated-outcome';
import { SIMULATED_OUTCOMES } from '../../../shared/dialer/contact-status';

describe('simulated call outcome', () => {
  it('is reproducible from the seed and the call id alone', () => {
    const callId = randomUUID();
    const outcome = simulatedOutcome(7, callId);
    for (let i = 0; i < 20; i++) expect(simulatedOutcome(7, callId)).toBe(outcome);
  });

  it('spreads calls evenly over the four outcomes', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 8_000; i++) {
      const outcome = simulatedOutcome(1, `call-${i}`);
      counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...SIMULATED_OUTCOMES].sort());
    for (const n of counts.values()) expect(Math.abs(n - 2_000)).toBeLessThan(200);
  });

  it('is one of the four outcomes without a seed', () => {
    expect(SIMULATED_OUTCOMES).toContain(simulatedOutcome(undefined, randomUUID()));
  });
});

describe('dialer job options', () => {
  it('names round jobs after their time window, without a colon', () => {
    const dueAt = '2026-06-01T12:00:00.050Z';
    const options = jobOptions('dial-round', { dueAt });
    expect(options.jobId).toBe(`round-${Date.parse(dueAt)}`);
    expect(options.jobId).toBe(roundJobId(dueAt));
    expect(options.jobId).not.toContain(':');
    expect(options.delay).toBe(0);
  });

  it('puts a round in the window that ends at or after it, and never in one that has begun', () => {
    const now = Date.parse('2026-06-01T12:00:00.000Z');
    const later = new Date(now + 120);
    expect(roundWindowEnd(later, now).getTime()).toBe(now + 150);
    expect(roundWindowEnd(new Date(now + 150), now).getTime()).toBe(now + 150);
    // Due already: the next window, which cannot have started yet.
    expect(roundWindowEnd(new Date(now - 5_000), now).getTime()).toBe(now + ROUND_WINDOW_MS);
  });

  it('delays a job until its dueAt / notBefore, and names outcome jobs after their first call', () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect(jobOptions('dial-round', { dueAt: soon }).delay).toBeGreaterThan(59_000);
    const callId = randomUUID();
    const outcomes = jobOptions('call-outcomes', {
      outcomes: [{ callId, outcome: 'Answered' }],
      notBefore: soon,
    });
    expect(outcomes.jobId).toBe(`outcomes-${callId}`);
    expect(outcomes.delay).toBeGreaterThan(59_000);
    expect(outcomes.attempts).toBeGreaterThan(1);
  });
});
