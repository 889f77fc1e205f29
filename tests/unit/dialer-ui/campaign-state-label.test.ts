import { describe, expect, it } from 'vitest';
import { campaignStateLabel } from '../../../client/lib/campaign-state-label';

describe('campaignStateLabel', () => {
  it("shows the spec's 'In Progress' while dialing", () => {
    expect(campaignStateLabel('running', null)).toBe('In Progress');
  });

  it('says a campaign that ended with contacts nobody may call has nothing left to call', () => {
    const wait = { waitReason: null, waitZone: null };
    expect(campaignStateLabel('completed', null, wait)).toBe('Completed');
    const endReason = 'Nothing left to call: 6 need recorded consent';
    expect(campaignStateLabel('completed', null, { ...wait, endReason })).toBe(
      'Nothing left to call',
    );
  });

  // 22:23 in Chicago on Tuesday 10 March 2026.
  const chicagoNight = { zone: 'America/Chicago', now: new Date('2026-03-11T03:23:00Z') };
  const wait = { waitReason: null, waitZone: null };

  it("shows when a waiting campaign places its next call in the viewer's zone, with the day when not today", () => {
    expect(campaignStateLabel('waiting', '2026-03-11T03:43:00Z', wait, chicagoNight)).toBe(
      'Waiting · next call 10:43 PM CT',
    );
    expect(campaignStateLabel('waiting', '2026-03-11T15:03:00Z', wait, chicagoNight)).toBe(
      'Waiting · next call tomorrow 10:03 AM CT',
    );
    expect(campaignStateLabel('waiting', '2026-03-13T15:03:00Z', wait, chicagoNight)).toBe(
      'Waiting · next call Friday 10:03 AM CT',
    );
    expect(campaignStateLabel('waiting', null)).toBe('Waiting');
  });

  it("says a campaign waits for calling hours, with the next call in the contacts' zone and the viewer's", () => {
    // 13:00 UTC on 11 March 2026 is 8:00 in Chicago (CDT), 9:00 in New York.
    const next = '2026-03-11T13:00:00.000Z';
    const hours = { waitReason: 'calling-hours', waitZone: 'America/Chicago' };
    expect(campaignStateLabel('waiting', next, hours, chicagoNight)).toBe(
      'Waiting for calling hours — next call tomorrow 8:00 AM CT',
    );
    const newYork = { ...chicagoNight, zone: 'America/New_York' };
    expect(campaignStateLabel('waiting', next, hours, newYork)).toBe(
      'Waiting for calling hours — next call tomorrow 8:00 AM CT (your time tomorrow 9:00 AM ET)',
    );
    expect(campaignStateLabel('waiting', null, { waitReason: 'zones', waitZone: null })).toBe(
      'Waiting for time zones to be found',
    );
  });

  it("shows a next run on the demo clock (DIALER_CALLING_CLOCK_START) as that clock's time, inside the window", () => {
    // README's demo: the calling clock reads 22:01 CDT on Tuesday 10 March 2026 while the real
    // clock reads 16:25 CST on 27 November 2026; the list waits for 8:00 CT on the calling clock.
    const callingNow = new Date('2026-03-11T03:01:00Z');
    const clockOffsetMs = callingNow.getTime() - Date.parse('2026-11-27T22:25:00Z');
    const realNextRun = new Date(Date.parse('2026-03-11T13:00:00Z') - clockOffsetMs).toISOString();
    const hours = { waitReason: 'calling-hours', waitZone: 'America/Chicago' };
    const viewer = { zone: 'America/Chicago', now: callingNow, clockOffsetMs };
    expect(campaignStateLabel('waiting', realNextRun, hours, viewer)).toBe(
      'Waiting for calling hours — next call tomorrow 8:00 AM CT',
    );
  });

  it('names the resting states', () => {
    expect(campaignStateLabel('paused', null)).toBe('Paused');
    expect(campaignStateLabel('stopped', null)).toBe('Stopped');
    expect(campaignStateLabel('completed', null)).toBe('Completed');
    expect(campaignStateLabel('idle', null)).toBe('Not started');
  });
});
