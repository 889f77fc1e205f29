import type { SessionUser } from '../../auth/session-user';
import type { AccountRole } from '../../db/tables/core';

/** The user as the browser sees it: never a hash, token or account id. */
export type PublicUser = {
  id: string;
  email: string;
  name: string;
  avatarUrl: string | null;
  role: AccountRole;
  isAdmin: boolean;
  emailVerified: boolean;
};

/** A session as returned by signIn, signUp, refresh and session. */
export type SessionPayload = { user: PublicUser; expiresAt: string };

type UserLike = {
  id: string;
  email: string;
  name: string;
  avatar_url: string | null;
  role: AccountRole;
  is_admin: boolean;
  email_verified_at: Date | null;
};

export function publicUserFromRow(row: UserLike): PublicUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    avatarUrl: row.avatar_url,
    role: row.role,
    isAdmin: row.is_admin,
    emailVerified: row.email_verified_at !== null,
  };
}

export function publicUserFromSession(user: SessionUser): PublicUser {
  const { id, email, name, avatarUrl, role, isAdmin, emailVerified } = user;
  return { id, email, name, avatarUrl, role, isAdmin, emailVerified };
}
