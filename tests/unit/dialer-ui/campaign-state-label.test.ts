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

  it('says a campaign waits for calling hours, with the next call in the contacts zone', () => {
    // 13:00 UTC on 11 March 2026 is 8:00 in Chicago (CDT).
    const next = '2026-03-11T13:00:00.000Z';
    expect(
      campaignStateLabel('waiting', next, {
        waitReason: 'calling-hours',
        waitZone: 'America/Chicago',
      }),
    ).toBe('Waiting for calling hours — next call 8:00 CT');
    expect(campaignStateLabel('waiting', null, { waitReason: 'zones', waitZone: null })).toBe(
      'Waiting for time zones to be found',
    );
  });

  it('names the resting states', () => {
    expect(campaignStateLabel('paused', null)).toBe('Paused');
    expect(campaignStateLabel('stopped', null)).toBe('Stopped');
    expect(campaignStateLabel('completed', null)).toBe('Completed');
    expect(campaignStateLabel('idle', null)).toBe('Not started');
  });
});
