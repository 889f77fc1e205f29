import { describe, expect, it } from 'vitest';
import { accessCookieFromHeader } from '../../../server/auth/access-token';

describe('the access cookie read straight from a Cookie header', () => {
  it('finds it among other cookies, first one winning, as cookie-parser does', () => {
    expect(accessCookieFromHeader('sd_access=abc.def.ghi')).toBe('abc.def.ghi');
    expect(accessCookieFromHeader('theme=dark; sd_access=abc; sd_refresh=xyz')).toBe('abc');
    expect(accessCookieFromHeader('sd_access=first;sd_access=second')).toBe('first');
    expect(accessCookieFromHeader('sd_access=a%2Eb')).toBe('a.b');
  });

  it('answers nothing for a missing, empty, look-alike or undecodable cookie', () => {
    expect(accessCookieFromHeader(undefined)).toBeUndefined();
    expect(accessCookieFromHeader('theme=dark')).toBeUndefined();
    expect(accessCookieFromHeader('sd_access=')).toBeUndefined();
    expect(accessCookieFromHeader('xsd_access=abc; old_sd_access=def')).toBeUndefined();
    expect(accessCookieFromHeader('sd_access=%E0%A4%A')).toBeUndefined();
  });
});
