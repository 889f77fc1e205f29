import { afterAll, describe, expect, it } from 'vitest';
import { CALCOM_MESSAGES } from '../../../shared/agents/calcom';
import { startCalcomFake } from '../../fakes/calcom-fake';
import { startRetellFake } from '../../fakes/retell-fake';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { addUser, callerFor, createOwner } from '../teams/team-fixtures';
import { draft, ownerWithRetell, RETELL_KEY } from './agent-fixtures';

const CAL_KEY = 'cal_live_good_key_123';
const calcom = await startCalcomFake([CAL_KEY]);
const retell = await startRetellFake([RETELL_KEY]);
afterAll(async () => {
  await calcom.close();
  await retell.close();
});
const ctx = await createTestContext({
  CALCOM_BASE_URL: calcom.url,
  RETELL_BASE_URL: retell.url,
  RETELL_MAX_RETRIES: '0',
});

describe('the Cal.com connection', () => {
  it('connects with a good key, checked on GET /v2/bookings?take=1 with the pinned version', async () => {
    const owner = await createOwner(ctx, 'Cal');
    const caller = callerFor(ctx, owner);
    expect(await caller.calcom.status()).toEqual({ connected: false, username: null });
    const status = await caller.calcom.connect({ apiKey: CAL_KEY, username: 'acme-roofing' });
    expect(status).toEqual({ connected: true, username: 'acme-roofing' });
    expect(calcom.requests.at(-1)).toEqual({
      path: '/v2/bookings',
      authorization: `Bearer ${CAL_KEY}`,
      version: '2024-08-13',
    });
    const member = await addUser(ctx, owner.accountId, 'member');
    expect(await callerFor(ctx, member).calcom.status()).toEqual(status);
    expect(JSON.stringify(status)).not.toContain(CAL_KEY);
  });

  it('refuses a key the fake rejects with a clear message, and stores nothing', async () => {
    const owner = await createOwner(ctx, 'CalBad');
    const error = await rejection(
      callerFor(ctx, owner).calcom.connect({ apiKey: 'cal_live_wrong', username: 'acme' }),
    );
    expect(error.message).toBe(CALCOM_MESSAGES.rejected);
    expect(await callerFor(ctx, owner).calcom.status()).toEqual({
      connected: false,
      username: null,
    });
  });

  it('stores the key encrypted and refuses members and missing fields', async () => {
    const owner = await createOwner(ctx, 'CalEnc');
    await callerFor(ctx, owner).calcom.connect({ apiKey: CAL_KEY, username: 'enc' });
    const row = await ctx.db
      .selectFrom('account_api_keys')
      .select(['ciphertext', 'key_id'])
      .where('account_id', '=', owner.accountId)
      .where('provider', '=', 'calcom')
      .executeTakeFirstOrThrow();
    expect(row.ciphertext).not.toContain(CAL_KEY);
    expect(Buffer.from(row.ciphertext, 'base64').toString('latin1')).not.toContain(CAL_KEY);
    const member = await addUser(ctx, owner.accountId, 'member');
    const refused = callerFor(ctx, member).calcom.connect({ apiKey: CAL_KEY, username: 'x' });
    expect((await rejection(refused)).code).toBe('FORBIDDEN');
    const missing = await rejection(
      callerFor(ctx, owner).calcom.connect({ apiKey: '', username: '' }),
    );
    expect(missing.code).toBe('BAD_REQUEST');
  });

  it('lists event types and flags the ones that require the attendee e-mail', async () => {
    const owner = await createOwner(ctx, 'CalTypes');
    const caller = callerFor(ctx, owner);
    expect((await rejection(caller.calcom.eventTypes())).message).toBe(
      CALCOM_MESSAGES.notConnected,
    );
    await caller.calcom.connect({ apiKey: CAL_KEY, username: 'types' });
    const types = await caller.calcom.eventTypes();
    expect(types.map((t) => [t.id, t.requiresEmail])).toEqual([
      [101, true],
      [102, false],
    ]);
    expect(calcom.requests.at(-1)?.version).toBe('2024-06-14');
  });

  it('books for real: calendar functions become Retell Cal.com tools with the account key', async () => {
    const owner = await ownerWithRetell(ctx, 'CalBook');
    const caller = callerFor(ctx, owner);
    await caller.calcom.connect({ apiKey: CAL_KEY, username: 'book' });
    const agent = await caller.agents.create({
      agent: draft({ functions: ['check-calendar', 'book-calendar'], calEventTypeId: '102' }),
    });
    expect(agent.sync.status).toBe('synced');
    const llm = [...retell.requests].reverse().find((r) => r.path === '/create-retell-llm');
    expect(llm?.body?.general_tools).toEqual([
      expect.objectContaining({
        type: 'check_availability_cal',
        cal_api_key: CAL_KEY,
        event_type_id: 102,
      }),
      expect.objectContaining({
        type: 'book_appointment_cal',
        cal_api_key: CAL_KEY,
        event_type_id: 102,
      }),
      // Every agent gets the opt-out function, and end_call to end the call after it.
      expect.objectContaining({ type: 'end_call', name: 'end_call' }),
      expect.objectContaining({ type: 'custom', name: 'stormdialer_opt_out' }),
    ]);
    expect(JSON.stringify(agent)).not.toContain(CAL_KEY);
  });
});
