import { describe, expect, it } from 'vitest';
import { createInvitationToken } from '../../../server/modules/teams/invitation-token';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { Browser, GOOD_PASSWORD, uniqueEmail } from './auth-browser';

const ctx = await createTestContext({
  SIGNUPS_ENABLED: 'false',
  REQUIRE_EMAIL_CONFIRMATION: 'true',
});
const { url } = await startTestServer(ctx);

async function invite(accountId: string, email: string, role: 'owner' | 'member') {
  const { token, tokenHash } = createInvitationToken();
  await ctx.db
    .insertInto('invitations')
    .values({
      account_id: accountId,
      email,
      role,
      token_hash: tokenHash,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  return token;
}

describe('auth.signUp with an invitation', () => {
  it('joins the inviting account with the invited role, verified, without a new workspace', async () => {
    const account = await ctx.db
      .insertInto('accounts')
      .values({ name: 'Acme Roofing' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const email = uniqueEmail('invited');
    const inviteToken = await invite(account.id, email, 'member');
    const accountsBefore = await ctx.db.selectFrom('accounts').select('id').execute();

    const browser = new Browser(url);
    const result = await browser.mutation('auth.signUp', {
      name: 'Ivy',
      email,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      inviteToken,
    });
    expect(result.error).toBeUndefined();
    expect(result.data.user).toMatchObject({ email, role: 'member', emailVerified: true });
    const row = await ctx.db
      .selectFrom('users')
      .select(['account_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBe(account.id);
    expect(await ctx.db.selectFrom('accounts').select('id').execute()).toHaveLength(
      accountsBefore.length,
    );
    const invitation = await ctx.db
      .selectFrom('invitations')
      .select('accepted_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(invitation.accepted_at).not.toBeNull();
    // This deployment asks for confirmation: Settings shows the e-mail's state.
    expect((await browser.query('auth.emailConfirmation')).data).toEqual({ required: true });
  });

  it('refuses an invitation meant for another e-mail and creates nobody', async () => {
    const account = await ctx.db
      .insertInto('accounts')
      .values({ name: 'Beta Roofing' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inviteToken = await invite(account.id, uniqueEmail('intended'), 'member');
    const email = uniqueEmail('intruder');
    const result = await new Browser(url).mutation('auth.signUp', {
      name: 'Mallory',
      email,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      inviteToken,
    });
    expect(result.error?.data.httpStatus).toBeGreaterThanOrEqual(400);
    expect(result.error?.data.httpStatus).toBeLessThan(500);
    const user = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('still blocks a sign-up without an invitation while sign-ups are disabled', async () => {
    const result = await new Browser(url).mutation('auth.signUp', {
      name: 'Nina',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(result.error?.message).toBe('Signup is temporarily disabled');
  });
});
