import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { simulatedOutcome } from '../../../server/modules/dialer/simulated-provider';
import { jobOptions } from '../../../server/queue/job-options';
import { CALL_OUTCOMES } from '../../../shared/dialer/contact-status';

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
    expect([...counts.keys()].sort()).toEqual([...CALL_OUTCOMES].sort());
    for (const n of counts.values()) expect(Math.abs(n - 2_000)).toBeLessThan(200);
  });

  it('is one of the four outcomes without a seed', () => {
    expect(CALL_OUTCOMES).toContain(simulatedOutcome(undefined, randomUUID()));
  });
});

describe('dialer job options', () => {
  it('names round jobs after the list and sequence, without a colon', () => {
    const options = jobOptions('dial-round', { listId: 'abc', seq: 4 });
    expect(options.jobId).toBe('round-abc-4');
    expect(options.delay).toBe(0);
  });

  it('delays a job until its runAt / notBefore', () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect(jobOptions('dial-round', { listId: 'a', seq: 1, runAt: soon }).delay).toBeGreaterThan(
      59_000,
    );
    const call = jobOptions('call-outcome', { callId: 'c1', notBefore: soon });
    expect(call.jobId).toBe('outcome-c1');
    expect(call.delay).toBeGreaterThan(59_000);
    expect(call.attempts).toBeGreaterThan(1);
  });
});
