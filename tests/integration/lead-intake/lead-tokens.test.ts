import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { LEAD_INTAKE_MESSAGES } from '../../../shared/lead-intake/lead-intake-messages';
import { signedInMember, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { postLead, refusal } from './lead-intake-fixtures';

const ctx = await createTestContext({ RATE_LIMIT_LEADS_PER_TOKEN_MINUTE: '3' });
const { url } = await startTestServer(ctx);

async function trpcErrorOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('lead intake tokens (Settings → Lead intake)', () => {
  it('shows the secret once, stores only its hash, and lists the token without it', async () => {
    const owner = await signedInUser(ctx, 'tokens');
    const created = await owner.caller.leadTokens.create({ name: '  Website form  ' });
    expect(created.secret).toMatch(/^sdl_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({
      name: 'Website form',
      scope: 'leads:write',
      hint: `${created.secret.slice(0, 10)}…`,
      lastUsedAt: null,
      revokedAt: null,
    });
    const row = await ctx.db
      .selectFrom('lead_intake_tokens')
      .selectAll()
      .where('id', '=', created.token.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toEqual(createHash('sha256').update(created.secret).digest());
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const listed = await owner.caller.leadTokens.list();
    expect(listed).toEqual([created.token]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
  });

  it('records when a token was last used', async () => {
    const owner = await signedInUser(ctx, 'used');
    const { secret, token } = await owner.caller.leadTokens.create({ name: 'CRM' });
    expect((await postLead(url, secret, { phone: '+12145550200' })).status).toBe(201);
    const [listed] = await owner.caller.leadTokens.list();
    expect(listed!.id).toBe(token.id);
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it('is for owners only, and scoped to the account', async () => {
    const owner = await signedInUser(ctx, 'scope-owner');
    const member = await signedInMember(ctx, owner);
    const denied = { code: 'FORBIDDEN', message: 'Only account owners can do this.' };
    expect(await trpcErrorOf(member.caller.leadTokens.create({ name: 'x' }))).toEqual(denied);
    expect(await trpcErrorOf(member.caller.leadTokens.list())).toEqual(denied);
    const { token } = await owner.caller.leadTokens.create({ name: 'Mine' });
    const stranger = await signedInUser(ctx, 'scope-stranger');
    expect(await stranger.caller.leadTokens.list()).toEqual([]);
    expect(await trpcErrorOf(stranger.caller.leadTokens.revoke({ id: token.id }))).toEqual({
      code: 'NOT_FOUND',
      message: LEAD_INTAKE_MESSAGES.tokenNotFound,
    });
    expect((await owner.caller.leadTokens.list())[0]!.revokedAt).toBeNull();
    expect(await trpcErrorOf(owner.caller.leadTokens.create({ name: '   ' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('revokes a token: it is listed as revoked and refused at once', async () => {
    const owner = await signedInUser(ctx, 'revoke');
    const { secret, token } = await owner.caller.leadTokens.create({ name: 'Zapier' });
    const revoked = await owner.caller.leadTokens.revoke({ id: token.id });
    expect(revoked.revokedAt).not.toBeNull();
    expect(await refusal(await postLead(url, secret, { phone: '+12145550210' }))).toMatchObject({
      status: 401,
      message: LEAD_INTAKE_MESSAGES.tokenInvalid,
    });
  });

  it('rate-limits each token: past its posts a minute, 429 with the catalogued message', async () => {
    const owner = await signedInUser(ctx, 'limit');
    const { secret } = await owner.caller.leadTokens.create({ name: 'Ads' });
    const other = await owner.caller.leadTokens.create({ name: 'Other' });
    for (let i = 0; i < 3; i++) {
      expect((await postLead(url, secret, { phone: `+1214555030${i}` })).status).toBe(201);
    }
    expect(await refusal(await postLead(url, secret, { phone: '+12145550309' }))).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: LEAD_INTAKE_MESSAGES.rateLimited('1 minute'),
      fieldErrors: null,
    });
    // Another token of the account has its own budget.
    expect((await postLead(url, other.secret, { phone: '+12145550309' })).status).toBe(201);
    const stored = await ctx.db
      .selectFrom('contacts')
      .select('phone_number')
      .where('account_id', '=', owner.user.accountId)
      .execute();
    expect(stored).toHaveLength(4);
  });
});
