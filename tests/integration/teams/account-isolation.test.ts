import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../server/auth/session-user';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import {
  addUser,
  callerFor,
  createOwner,
  inviteAndGetToken,
  sessionUserOf,
  uniqueEmail,
} from './team-fixtures';

const ctx = await createTestContext();

type Workspace = {
  owner: SessionUser;
  member: SessionUser;
  invitationId: string;
  invitedEmail: string;
  /** Every value that must never show up in another account's answers. */
  secrets: string[];
};

async function workspace(label: string): Promise<Workspace> {
  const owner = await createOwner(ctx, label);
  const member = await addUser(ctx, owner.accountId, 'member', `${label}-member`);
  const invitedEmail = uniqueEmail(`${label}-invitee`);
  const { invitationId } = await inviteAndGetToken(ctx, owner, invitedEmail);
  const secrets = [
    owner.accountId,
    owner.id,
    owner.email,
    member.id,
    member.email,
    invitationId,
    invitedEmail,
    `${label} Roofing`,
  ];
  return { owner, member, invitationId, invitedEmail, secrets };
}

const a = await workspace('Alpha');
const b = await workspace('Bravo');
type Caller = ReturnType<typeof callerFor>;

/**
 * Reads any member of an account may make. Add every account-scoped read here: the answer given
 * to account A must not contain a single identifier of account B.
 */
const READS: Record<string, (caller: Caller) => Promise<unknown>> = {
  'teams.listMembers': (c) => c.teams.listMembers(),
};

/** Writes aimed at account B's rows by an owner of account A: each must fail as NOT_FOUND. */
const WRITES: Record<string, (caller: Caller, other: Workspace) => Promise<unknown>> = {
  'teams.resendInvitation': (c, o) => c.teams.resendInvitation({ invitationId: o.invitationId }),
  'teams.revokeInvitation': (c, o) => c.teams.revokeInvitation({ invitationId: o.invitationId }),
  'teams.removeMember': (c, o) => c.teams.removeMember({ userId: o.member.id }),
  'teams.changeRole': (c, o) => c.teams.changeRole({ userId: o.member.id, role: 'owner' }),
};

describe('account isolation', () => {
  for (const [name, read] of Object.entries(READS)) {
    it(`${name} never shows another account's data`, async () => {
      for (const [self, other] of [
        [a, b],
        [b, a],
      ] as const) {
        for (const user of [self.owner, self.member]) {
          const answer = JSON.stringify(await read(callerFor(ctx, user)));
          for (const secret of other.secrets) expect(answer).not.toContain(secret);
          expect(answer).toContain(self.owner.email);
        }
      }
    });
  }

  for (const [name, write] of Object.entries(WRITES)) {
    it(`${name} cannot reach another account's rows`, async () => {
      const error = await rejection(write(callerFor(ctx, a.owner), b));
      expect(error.code).toBe('NOT_FOUND');
      const team = await callerFor(ctx, b.owner).teams.listMembers();
      expect(team.members.map((m) => [m.id, m.role])).toEqual([
        [b.owner.id, 'owner'],
        [b.member.id, 'member'],
      ]);
      expect(team.invitations.map((i) => i.id)).toEqual([b.invitationId]);
    });
  }

  it('an invitation link only ever joins the account that sent it', async () => {
    const invitee = await createOwner(ctx, 'Charlie');
    const { token } = await inviteAndGetToken(ctx, a.owner, invitee.email);
    const joined = await callerFor(ctx, invitee).teams.acceptInvitation({ token });
    expect(joined.accountId).toBe(a.owner.accountId);
    expect((await sessionUserOf(ctx, invitee.id)).accountId).toBe(a.owner.accountId);
    const bravo = await callerFor(ctx, b.owner).teams.listMembers();
    expect(bravo.members.map((m) => m.id)).not.toContain(invitee.id);
  });
});
