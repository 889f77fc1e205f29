import { describe, expect, it } from 'vitest';
import {
  consentCountText,
  parseConsent,
  parseConsentDate,
} from '../../../shared/dialer/consent-columns';

describe('consent columns', () => {
  it('reads yes and no in their usual spellings; anything else is no record', () => {
    expect(['Yes', ' y ', 'TRUE', '1', 'x', 'opt-in'].map(parseConsent)).toEqual(
      Array(6).fill(true),
    );
    expect(['no', 'N', 'false', '0', 'declined'].map(parseConsent)).toEqual(Array(5).fill(false));
    expect(['', 'maybe', null, undefined].map(parseConsent)).toEqual(Array(4).fill(null));
  });

  it('reads ISO and US dates and refuses dates that do not exist', () => {
    expect(parseConsentDate('2026-03-14')).toBe('2026-03-14');
    expect(parseConsentDate('2026-03-14T10:00:00Z')).toBe('2026-03-14');
    expect(parseConsentDate('3/5/2026')).toBe('2026-03-05');
    expect(parseConsentDate('2026-02-30')).toBeNull();
    expect(parseConsentDate('13/01/2026')).toBeNull();
    expect(parseConsentDate('last spring')).toBeNull();
  });

  it('says the start preview in the issue words', () => {
    expect(consentCountText(0, 250)).toBe('0 of 250 contacts have recorded consent');
  });
});
