import { afterAll, describe, expect, it } from 'vitest';
import { storeSecret } from '../../../server/modules/api-keys/api-keys.service';
import { RULES_MESSAGES } from '../../../shared/dialer/campaign-rules';
import { startRetellFake } from '../../fakes/retell-fake';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const KEY = 'retell-concurrency-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  RETELL_TIMEOUT_MS: '1000',
  RETELL_MAX_RETRIES: '0',
});

const rules = (concurrentCalls: number) => ({
  callsPerNumber24h: 3,
  campaignsAtOnce: 1,
  concurrentCalls,
});

describe("the Rules tab asks Retell's get-concurrency with the account's key", () => {
  it('bounds concurrent calls by concurrency_limit minus the inbound reservation', async () => {
    const { user, caller } = await signedInUser(ctx);
    await storeSecret(ctx, user, 'retell', KEY, { status: 'valid', message: null });

    const first = await caller.campaignSettings.rules();
    expect(first.concurrency).toMatchObject({ limit: 20, reservedInbound: 0, max: 19 });
    const asked = fake.requests.filter((r) => r.method === 'GET' && r.path === '/get-concurrency');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((r) => r.authorization === `Bearer ${KEY}`)).toBe(true);

    fake.concurrency.concurrency_limit = 8;
    fake.concurrency.reserved_inbound_concurrency = 2;
    await expect(caller.campaignSettings.saveRules(rules(7))).rejects.toThrow(
      RULES_MESSAGES.concurrentCallsAboveProvider(6, 8, 2),
    );
    expect((await caller.campaignSettings.saveRules(rules(6))).concurrentCalls).toBe(6);
    const stored = await ctx.db
      .selectFrom('accounts')
      .select(['calls_in_flight_limit', 'provider_concurrency_limit', 'provider_inbound_reserved'])
      .where('id', '=', user.accountId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      calls_in_flight_limit: 6,
      provider_concurrency_limit: 8,
      provider_inbound_reserved: 2,
    });

    // Retell down: the last report stands and the tab says it could not ask.
    fake.failWith(500);
    const stale = await caller.campaignSettings.rules();
    fake.failWith(null);
    expect(stale.concurrency).toMatchObject({ limit: 8, reservedInbound: 2, unreachable: true });

    // get-concurrency without concurrency_limit: the deployment's bound stands in.
    fake.concurrency.concurrency_limit = undefined;
    fake.concurrency.reserved_inbound_concurrency = undefined;
    const silent = await caller.campaignSettings.rules();
    expect(silent.concurrency).toMatchObject({ limit: null, reservedInbound: null, max: 19 });
  });

  it('reports nothing for an account without a Retell key', async () => {
    const { caller } = await signedInUser(ctx, 'keyless');
    const view = await caller.campaignSettings.rules();
    expect(view.concurrency).toMatchObject({ limit: null, assumed: 20, unreachable: false });
  });
});
