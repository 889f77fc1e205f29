import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startRetellFake } from '../../fakes/retell-fake';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { addUser, callerFor, createOwner } from '../teams/team-fixtures';
import { ownerWithRetell, RETELL_KEY } from './agent-fixtures';

const fake = await startRetellFake([RETELL_KEY]);
afterAll(() => fake.close());
afterEach(() => fake.failWith(null));
const ctx = await createTestContext({ RETELL_BASE_URL: fake.url, RETELL_MAX_RETRIES: '0' });

describe('phone numbers through Retell', () => {
  it('says the key is not configured without a Retell key, and refuses a purchase', async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'NoKey'));
    expect(await caller.phoneNumbers.list()).toEqual({
      configured: false,
      numbers: [],
      callbacksNotice: [],
    });
    const error = await rejection(caller.phoneNumbers.buy({ areaCode: 415 }));
    expect(error.message).toBe('Configure your Retell API key in Settings first.');
  });

  it('buys a number by area code, lists it as active and keeps it for the account', async () => {
    const owner = await ownerWithRetell(ctx, 'Buyer');
    const caller = callerFor(ctx, owner);
    const bought = await caller.phoneNumbers.buy({ areaCode: 512 });
    expect(bought).toMatchObject({
      phoneNumber: expect.stringMatching(/^\+1512\d{7}$/),
      status: 'active',
      callbacks: 'product',
    });
    // The purchase, then (issue #34) the number pointed at the account's inbound webhook.
    expect(fake.requests.at(-2)).toMatchObject({
      path: '/create-phone-number',
      body: { area_code: 512 },
    });
    const listed = await callerFor(
      ctx,
      await addUser(ctx, owner.accountId, 'member'),
    ).phoneNumbers.list();
    expect(listed).toEqual({
      configured: true,
      numbers: [expect.objectContaining({ phoneNumber: bought.phoneNumber, status: 'active' })],
      callbacksNotice: [bought.phoneNumber],
    });
    const stranger = await createOwner(ctx, 'Stranger');
    expect(await callerFor(ctx, stranger).phoneNumbers.list()).toEqual({
      configured: false,
      numbers: [],
      callbacksNotice: [],
    });
    const strangerRows = await ctx.db
      .selectFrom('phone_numbers')
      .select('phone_number')
      .where('account_id', '=', stranger.accountId)
      .execute();
    expect(strangerRows).toEqual([]);
  });

  it('refuses members, bad area codes, and reports a refused purchase in the catalogue words', async () => {
    const owner = await ownerWithRetell(ctx, 'Refused');
    const member = await addUser(ctx, owner.accountId, 'member');
    expect((await rejection(callerFor(ctx, member).phoneNumbers.buy({ areaCode: 415 }))).code).toBe(
      'FORBIDDEN',
    );
    for (const areaCode of [99, 1000, 41.5]) {
      expect((await rejection(callerFor(ctx, owner).phoneNumbers.buy({ areaCode }))).code).toBe(
        'BAD_REQUEST',
      );
    }
    fake.failWith(402, { error_message: 'Trial has ended, please add payment method.' });
    const error = await rejection(callerFor(ctx, owner).phoneNumbers.buy({ areaCode: 415 }));
    expect(error.message).toBe(
      'HTTP 402: Payment Required. Trial has ended, please add payment method.',
    );
  });
});
