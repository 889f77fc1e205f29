import { describe, expect, it } from 'vitest';
import { campaignStateLabel } from '../../../client/lib/campaign-state-label';
import { formatDateTime } from '../../../shared/format/date-time';

describe('campaignStateLabel', () => {
  it("shows the spec's 'In Progress' while dialing", () => {
    expect(campaignStateLabel('running', null)).toBe('In Progress');
  });

  it("shows when a waiting campaign places its next call, in the viewer's time format", () => {
    const next = new Date(2026, 2, 14, 14, 5, 30).toISOString();
    expect(campaignStateLabel('waiting', next)).toBe(
      `Waiting · next call at ${formatDateTime(next, 'time')}`,
    );
    expect(campaignStateLabel('waiting', null)).toBe('Waiting');
  });

  it('names the resting states', () => {
    expect(campaignStateLabel('paused', null)).toBe('Paused');
    expect(campaignStateLabel('stopped', null)).toBe('Stopped');
    expect(campaignStateLabel('completed', null)).toBe('Completed');
    expect(campaignStateLabel('idle', null)).toBe('Not started');
  });
});
