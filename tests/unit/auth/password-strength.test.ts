import { describe, expect, it } from 'vitest';
import {
  checkPasswordStrength,
  hashPassword,
  verifyPassword,
} from '../../../server/modules/auth/passwords';

describe('checkPasswordStrength', () => {
  it('accepts a long uncommon password', () => {
    expect(checkPasswordStrength('Correct-Horse-Battery-9', 'dana@example.com')).toEqual([]);
  });

  it('lists every reason that applies, in order', () => {
    expect(checkPasswordStrength('q7danaq', 'dana@example.com')).toEqual([
      'Password should be at least 8 characters.',
      'Password should not contain your email address.',
    ]);
    expect(checkPasswordStrength('Password', 'x@example.com')).toEqual([
      'Password is known to be weak and easy to guess, please choose a different one.',
    ]);
    expect(checkPasswordStrength('1234567', 'x@example.com')).toEqual([
      'Password should be at least 8 characters.',
      'Password is known to be weak and easy to guess, please choose a different one.',
    ]);
  });

  it("spots the e-mail's local part in any case", () => {
    expect(checkPasswordStrength('xx-ROOFERJOE-2026', 'RooferJoe@example.com')).toEqual([
      'Password should not contain your email address.',
    ]);
  });
});

describe('hashPassword', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('Correct-Horse-Battery-9');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Correct-Horse-Battery-9')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'wrong')).toBe(false);
  });
});
