import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../../../server/auth/access-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';

describe('access tokens (HMAC key imported once per secret)', () => {
  it('verifies what it signed, again and again with the same key', async () => {
    const { token } = await signAccessToken({ userId: 'u1', sessionId: 's1' }, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await verifyAccessToken(token, SECRET)).toEqual({ userId: 'u1', sessionId: 's1' });
  });

  it('refuses a token signed with another secret, and an expired one', async () => {
    const { token } = await signAccessToken({ userId: 'u1', sessionId: 's1' }, SECRET, 60);
    expect(await verifyAccessToken(token, `${SECRET}-other`)).toBeNull();
    const { token: expired } = await signAccessToken(
      { userId: 'u1', sessionId: 's1' },
      SECRET,
      -60,
    );
    expect(await verifyAccessToken(expired, SECRET)).toBeNull();
  });
});
