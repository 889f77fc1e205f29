import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './core';

/** One signed-in session; its refresh tokens form one family. Revoking it ends the session. */
export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  /** The token this one replaced on rotation. */
  parent_id: string | null;
  /** sha256 (hex) of the token handed to the browser; the token itself is never stored. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export type OneTimeTokenPurpose = 'password_reset' | 'email_verification';

/** Single-use, expiring tokens mailed in links (password reset, e-mail verification). */
export interface OneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AuthTables {
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
}
