import { describe, expect, it } from 'vitest';
import type { Resolver } from '../../../server/security/fetch-policy';
import { INVITATION_LIMITS, TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import { MAX_ENDPOINTS, WEBHOOK_MESSAGES } from '../../../shared/webhooks/webhooks';
import { createTestContext } from '../../helpers/test-context';
import { callerFor, createOwner, uniqueEmail } from '../teams/team-fixtures';

const base = await createTestContext();
const resolve: Resolver = async () => [{ address: '93.184.216.34', family: 4 }];
const ctx = { ...base, resolve };
const ATTEMPTS = 50;

/** Runs `call` ATTEMPTS times at once (the pool spreads them over its connections). */
async function allAtOnce(call: (i: number) => Promise<unknown>) {
  const settled = await Promise.allSettled(Array.from({ length: ATTEMPTS }, (_, i) => call(i)));
  const refusals = settled.flatMap((s) =>
    s.status === 'rejected' ? [(s.reason as Error).message] : [],
  );
  return { created: ATTEMPTS - refusals.length, refusals };
}

const countRows = async (table: 'webhook_endpoints' | 'invitations', accountId: string) =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('account caps under concurrency', () => {
  it(`${ATTEMPTS} parallel "add endpoint" calls create exactly ${MAX_ENDPOINTS}`, async () => {
    const owner = await createOwner(ctx, 'hooks');
    const caller = callerFor(ctx, owner);
    const { created, refusals } = await allAtOnce((i) =>
      caller.webhooks.addEndpoint({ url: `https://public.example/h${i}`, events: ['call.ended'] }),
    );
    expect({ created, rows: await countRows('webhook_endpoints', owner.accountId) }).toEqual({
      created: MAX_ENDPOINTS,
      rows: MAX_ENDPOINTS,
    });
    expect(new Set(refusals)).toEqual(new Set([WEBHOOK_MESSAGES.tooManyEndpoints]));
  });

  it(`${ATTEMPTS} parallel invitations leave exactly ${INVITATION_LIMITS.pending} pending`, async () => {
    const owner = await createOwner(ctx, 'invites');
    const seeded = INVITATION_LIMITS.pending - 5;
    await ctx.db
      .insertInto('invitations')
      .values(
        Array.from({ length: seeded }, (_, i) => ({
          account_id: owner.accountId,
          email: uniqueEmail(`seeded${i}`),
          role: 'member' as const,
          token_hash: `seeded-${owner.accountId}-${i}`,
          invited_by: owner.id,
          expires_at: new Date(Date.now() + 86_400_000),
        })),
      )
      .execute();
    const caller = callerFor(ctx, owner);
    const { created, refusals } = await allAtOnce((i) =>
      caller.teams.invite({ email: uniqueEmail(`parallel${i}`), role: 'member' }),
    );
    expect({ created, rows: await countRows('invitations', owner.accountId) }).toEqual({
      created: 5,
      rows: INVITATION_LIMITS.pending,
    });
    expect(new Set(refusals)).toEqual(new Set([TEAM_MESSAGES.tooManyPending]));
  });
});
