import type { Generated } from 'kysely';
import type { AccountRole, CreatedAt, Timestamp } from './core';

export interface InvitationsTable {
  id: Generated<string>;
  account_id: string;
  email: string;
  role: AccountRole;
  /** sha256 (hex) of the 32-byte random token sent in the link; the token itself is never stored. */
  token_hash: string;
  invited_by: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface TeamsTables {
  invitations: InvitationsTable;
}
