import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { createAccount, setMembership } from './members.repository';

// Same naming as a sign-up's own workspace.
export const workspaceNameFor = (userName: string) => `${userName.trim() || 'My'}'s workspace`;

/** Gives a user who leaves or is removed a new, empty workspace of their own, as its owner. */
export async function moveToFreshWorkspace(
  q: Kysely<Database>,
  user: { id: string; name: string },
): Promise<string> {
  const accountId = await createAccount(q, workspaceNameFor(user.name));
  await setMembership(q, user.id, accountId, 'owner');
  return accountId;
}
