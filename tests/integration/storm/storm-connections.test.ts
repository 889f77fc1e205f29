import { afterAll, describe, expect, it } from 'vitest';
import { readStormSecret } from '../../../server/modules/storm/storm.service';
import { SecretBoxError } from '../../../server/security/secret-box';
import { HAIL_ARCHIVE_MESSAGES } from '../../../shared/storm/hail-archive-messages';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { SAMPLE_HAIL_EVENTS } from '../../../shared/storm/storm-samples';
import { startAcculynxFake } from '../../fakes/acculynx-fake';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { addUser, callerFor, createOwner } from '../teams/team-fixtures';

const ACCULYNX_KEY = 'acx_storm_good_key_0123';
const acculynx = await startAcculynxFake({ apiKeys: [ACCULYNX_KEY] });
afterAll(() => acculynx.close());
const ctx = await createTestContext({
  ACCULYNX_BASE_URL: acculynx.url,
  ACCULYNX_RETRY_BASE_MS: '20',
});

const DISCONNECTED = { connected: false, verified: false, connectedAt: null };

async function storedRow(accountId: string, provider: string) {
  return ctx.db
    .selectFrom('storm_connections')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('provider', '=', provider as 'acculynx')
    .executeTakeFirst();
}

describe('Storm Data connections', () => {
  it('starts with every provider disconnected', async () => {
    const owner = await createOwner(ctx, 'Fresh');
    expect(await callerFor(ctx, owner).storm.status()).toEqual({
      acculynx: { ...DISCONNECTED, method: null },
      hailtrace: DISCONNECTED,
      hailrecon: DISCONNECTED,
    });
  });

  it('connects AccuLynx by API key after AccuLynx accepts it on GET /api/v2/jobs', async () => {
    const owner = await createOwner(ctx, 'AcxKey');
    const status = await callerFor(ctx, owner).storm.connectAcculynxKey({ apiKey: ACCULYNX_KEY });
    expect(status.acculynx).toMatchObject({ connected: true, verified: true, method: 'api_key' });
    expect(acculynx.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/v2/jobs',
      authorization: `Bearer ${ACCULYNX_KEY}`,
      status: 200,
    });
    const member = await addUser(ctx, owner.accountId, 'member');
    expect(await callerFor(ctx, member).storm.status()).toEqual(status);
    expect(JSON.stringify(status)).not.toContain(ACCULYNX_KEY);
  });

  it('refuses a key AccuLynx rejects with a clear message, and stores nothing', async () => {
    const owner = await createOwner(ctx, 'AcxBad');
    const error = await rejection(
      callerFor(ctx, owner).storm.connectAcculynxKey({ apiKey: 'acx_wrong_key' }),
    );
    expect(error.message).toBe(STORM_MESSAGES.acculynxRejected);
    expect(await storedRow(owner.accountId, 'acculynx')).toBeUndefined();
  });

  it('offers no AccuLynx login: AccuLynx has no sign-in API to check one', async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'AcxLogin')) as unknown as {
      storm: { connectAcculynxLogin(input: unknown): Promise<unknown> };
    };
    const call = caller.storm.connectAcculynxLogin({ username: 'u', password: 'p' });
    expect((await rejection(call)).code).toBe('NOT_FOUND');
  });

  it("answers the spec's text for a missing key", async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'AcxEmpty'));
    const key = await rejection(caller.storm.connectAcculynxKey({ apiKey: '  ' }));
    expect(key.code).toBe('BAD_REQUEST');
    expect(key.message).toContain(STORM_MESSAGES.apiKeyRequired);
  });

  for (const provider of ['hailtrace', 'hailrecon'] as const) {
    it(`connects and disconnects ${provider}; disconnect deletes the secret`, async () => {
      const owner = await createOwner(ctx, provider);
      const caller = callerFor(ctx, owner);
      const secret = `${provider}-key-abc-987`;
      const connected = await caller.storm.connectHailProvider({ provider, apiKey: secret });
      expect(connected[provider]).toMatchObject({ connected: true, verified: false });
      expect(JSON.stringify(connected)).not.toContain(secret);
      expect(await readStormSecret(ctx, owner.accountId, provider)).toBe(secret);

      const disconnected = await caller.storm.disconnect({ provider });
      expect(disconnected[provider]).toEqual(DISCONNECTED);
      expect(await storedRow(owner.accountId, provider)).toBeUndefined();
      expect((await caller.storm.disconnect({ provider }))[provider].connected).toBe(false);
    });
  }

  it('disconnects AccuLynx and deletes its secret', async () => {
    const owner = await createOwner(ctx, 'AcxOff');
    const caller = callerFor(ctx, owner);
    await caller.storm.connectAcculynxKey({ apiKey: ACCULYNX_KEY });
    const status = await caller.storm.disconnect({ provider: 'acculynx' });
    expect(status.acculynx).toEqual({ ...DISCONNECTED, method: null });
    expect(await readStormSecret(ctx, owner.accountId, 'acculynx')).toBeNull();
  });

  it('lets members read the connections but not change them', async () => {
    const owner = await createOwner(ctx, 'Members');
    const member = callerFor(ctx, await addUser(ctx, owner.accountId, 'member'));
    for (const call of [
      member.storm.connectAcculynxKey({ apiKey: ACCULYNX_KEY }),
      member.storm.connectHailProvider({ provider: 'hailtrace', apiKey: 'k' }),
      member.storm.disconnect({ provider: 'hailtrace' }),
    ]) {
      expect((await rejection(call)).code).toBe('FORBIDDEN');
    }
  });
});

describe('isolation between accounts', () => {
  it("keeps each account's connections and secrets to itself", async () => {
    const a = await createOwner(ctx, 'Alpha');
    const b = await createOwner(ctx, 'Bravo');
    await callerFor(ctx, a).storm.connectHailProvider({ provider: 'hailtrace', apiKey: 'alpha-k' });
    await callerFor(ctx, a).storm.connectAcculynxKey({ apiKey: ACCULYNX_KEY });

    const bStatus = await callerFor(ctx, b).storm.status();
    expect([bStatus.acculynx.connected, bStatus.hailtrace.connected]).toEqual([false, false]);
    await callerFor(ctx, b).storm.disconnect({ provider: 'hailtrace' });
    expect((await callerFor(ctx, a).storm.status()).hailtrace.connected).toBe(true);
    const search = callerFor(ctx, b).storm.searchHail({ address: '1 Main St, Dallas, TX' });
    expect((await rejection(search)).message).toBe(HAIL_ARCHIVE_MESSAGES.noData);
  });

  it("does not open A's sealed key when it is copied into B's row", async () => {
    const a = await createOwner(ctx, 'Copy A');
    const b = await createOwner(ctx, 'Copy B');
    await callerFor(ctx, a).storm.connectHailProvider({ provider: 'hailrecon', apiKey: 'recon-a' });
    await callerFor(ctx, b).storm.connectHailProvider({ provider: 'hailrecon', apiKey: 'recon-b' });
    const rowA = await storedRow(a.accountId, 'hailrecon');
    await ctx.db
      .updateTable('storm_connections')
      .set({ key_id: rowA!.key_id, ciphertext: rowA!.ciphertext })
      .where('account_id', '=', b.accountId)
      .where('provider', '=', 'hailrecon')
      .execute();
    await expect(readStormSecret(ctx, b.accountId, 'hailrecon')).rejects.toBeInstanceOf(
      SecretBoxError,
    );
  });
});

describe('hail damage search', () => {
  it('with no NOAA archive loaded: needs a connected hail provider, then answers the three labelled samples', async () => {
    const owner = await createOwner(ctx, 'Search');
    const caller = callerFor(ctx, owner);
    const refused = await rejection(caller.storm.searchHail({ address: '1420 Oak Ridge Dr' }));
    expect(refused.message).toBe(HAIL_ARCHIVE_MESSAGES.noData);

    await caller.storm.connectHailProvider({ provider: 'hailrecon', apiKey: 'recon-key' });
    const member = callerFor(ctx, await addUser(ctx, owner.accountId, 'member'));
    const result = await member.storm.searchHail({ address: '1420 Oak Ridge Dr' });
    expect(result).toEqual({
      address: '1420 Oak Ridge Dr',
      events: SAMPLE_HAIL_EVENTS,
      sample: true,
    });
    expect(result.events.map((e) => e.probability)).toEqual(['High', 'Medium', 'Low']);
    // No sample row claims NOAA: NOAA rows are real archive reports.
    expect(result.events.map((e) => e.source)).toEqual(['HailTrace', 'HailRecon', 'HailTrace']);
  });

  it("refuses an empty address with the spec's text", async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'NoAddress'));
    const error = await rejection(caller.storm.searchHail({ address: '   ' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(STORM_MESSAGES.addressRequired);
  });
});
