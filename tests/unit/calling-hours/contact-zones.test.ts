import { describe, expect, it } from 'vitest';
import { contactZones, zip5, zipZone } from '../../../server/geo/contact-zones';
import { stateCodeOf } from '../../../shared/geo/us-states';

describe('contact zones', () => {
  it('reads a ZIP as five digits, restoring a lost leading zero', () => {
    expect(zip5('02134')).toBe('02134');
    expect(zip5('2134')).toBe('02134');
    expect(zip5(' 10001-1234 ')).toBe('10001');
    expect(zip5('ABCDE')).toBeNull();
    expect(zipZone('99999')).toBeNull();
  });

  it('reads a state column by code or by name', () => {
    expect(stateCodeOf('tx')).toBe('TX');
    expect(stateCodeOf('New  York')).toBe('NY');
    expect(stateCodeOf('Texas')).toBe('TX');
    expect(stateCodeOf('Ontario')).toBeNull();
  });

  it('takes the zone and state of a ZIP', async () => {
    expect(await contactZones({ phoneNumber: '+18005550100', zip: '33101' })).toEqual({
      zones: ['America/New_York'],
      states: ['FL'],
      sources: ['zip'],
    });
  });

  it('puts a state column alone in every zone of its state', async () => {
    const zones = await contactZones({ phoneNumber: '+18005550100', state: 'Texas' });
    expect(zones.zones).toEqual(['America/Chicago', 'America/Denver']);
    expect(zones.sources).toEqual(['state']);
  });

  it('takes the number prefix and its state when there is no ZIP or state', async () => {
    expect(await contactZones({ phoneNumber: '+14055550100' })).toEqual({
      zones: ['America/Chicago'],
      states: ['OK'],
      sources: ['number'],
    });
  });

  it('keeps Arizona, Hawaii and both Alaska zones', async () => {
    expect((await contactZones({ phoneNumber: '+16025550100' })).zones).toEqual([
      'America/Phoenix',
    ]);
    expect((await contactZones({ phoneNumber: '+18085550100' })).zones).toEqual([
      'Pacific/Honolulu',
    ]);
    expect((await contactZones({ phoneNumber: '+19075550100' })).zones).toEqual([
      'America/Adak',
      'America/Anchorage',
    ]);
  });

  it('keeps both zones when the number differs from the ZIP (people keep their numbers)', async () => {
    // A Florida number, living in Los Angeles: both zones, both states' rules.
    expect(await contactZones({ phoneNumber: '+13055550100', zip: '90001' })).toEqual({
      zones: ['America/Los_Angeles', 'America/New_York'],
      states: ['CA', 'FL'],
      sources: ['zip', 'number'],
    });
  });

  it('gives a toll-free number no zone, unless the list sets a default state', async () => {
    expect(await contactZones({ phoneNumber: '+18005550100' })).toEqual({
      zones: [],
      states: [],
      sources: [],
    });
    expect(await contactZones({ phoneNumber: '+18005550100', defaultState: 'co' })).toEqual({
      zones: ['America/Denver'],
      states: ['CO'],
      sources: ['list-default'],
    });
  });
});

describe('numbers outside the US', () => {
  it('get their own zone and no state rule', async () => {
    expect(await contactZones({ phoneNumber: '+442079460958' })).toEqual({
      zones: ['Europe/London'],
      states: [],
      sources: ['number'],
    });
  });
});
