import type { AccountRole } from '../db/tables/core';

/** The signed-in user as every procedure sees it; accountId scopes all business data. */
export type SessionUser = {
  id: string;
  sessionId: string;
  accountId: string;
  role: AccountRole;
  email: string;
  name: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
};
