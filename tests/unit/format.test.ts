import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../shared/format/date-time';
import { countOf } from '../../shared/format/plural';

describe('countOf', () => {
  it("says '1 contact' and '0 contacts', '25 contacts'", () => {
    expect(countOf(1, 'contact')).toBe('1 contact');
    expect(countOf(0, 'contact')).toBe('0 contacts');
    expect(countOf(25, 'contact')).toBe('25 contacts');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});

describe('formatDateTime', () => {
  const at = '2026-03-14T21:42:13Z';

  it("uses the viewer's locale and time zone, one style per kind", () => {
    const us = { locale: 'en-US', timeZone: 'America/Chicago' };
    expect(formatDateTime(at, 'dateTime', us)).toBe('Mar 14, 2026, 4:42 PM');
    expect(formatDateTime(at, 'date', us)).toBe('Mar 14, 2026');
    expect(formatDateTime(at, 'time', us)).toBe('4:42 PM');
    expect(formatDateTime(at, 'time', { locale: 'en-GB', timeZone: 'Europe/London' })).toBe(
      '21:42',
    );
  });
});
