import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../server/logger';

const TOKEN = 'Zx9_kq-ABCdef0123456789abcdefghijklmnopqrstu';

describe('redactUrl', () => {
  it.each([
    [`/auth/reset-password/${TOKEN}`, '/auth/reset-password/[redacted]'],
    [`/auth/verify-email/${TOKEN}`, '/auth/verify-email/[redacted]'],
    [`/auth/accept-invite/${TOKEN}?from=mail`, '/auth/accept-invite/[redacted]?from=mail'],
    [`/auth/reset-password?token=${TOKEN}&x=1`, '/auth/reset-password?token=[redacted]&x=1'],
  ])('hides the token in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('hides tokens and passwords inside an encoded tRPC GET input', () => {
    const input = encodeURIComponent(
      JSON.stringify({ 0: { token: TOKEN, password: 'p%ss w"rd' } }),
    );
    const redacted = redactUrl(`/trpc/teams.invitationInfo?batch=1&input=${input}`);
    expect(redacted).not.toContain(TOKEN);
    expect(redacted).not.toContain('p%25ss');
    expect(redacted).toContain('%22token%22%3A%22[redacted]');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/dashboard/call-logs?page=2')).toBe('/dashboard/call-logs?page=2');
    expect(redactUrl('/auth/reset-password')).toBe('/auth/reset-password');
  });
});
