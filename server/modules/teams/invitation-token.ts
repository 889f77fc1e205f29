import { hashToken, randomToken } from '../auth/secure-tokens';

export { hashToken as hashInvitationToken };

/** A fresh link token (32 random bytes) and the sha256 hash that is stored instead. */
export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: hashToken(token) };
}

export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}/auth/accept-invite/${token}`;
}
