import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { importList, listState, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();
const owner = await signedInUser(ctx, 'owner');
const stranger = await signedInUser(ctx, 'stranger');
const list = await importList(ctx, owner.user.accountId, 3);
const followsDefaults = await importList(ctx, owner.user.accountId, 2);

// The owner's lists have state a stray write would change: own call settings on one, and a
// contact on each that missed a call and is due again.
await owner.caller.campaignSettings.saveCallSettings({
  listId: list.id,
  redial: { maxAttempts: 3, retryDelayMinutes: 30, retryStatuses: ['Dial No Answer'] },
});
await ctx.db
  .updateTable('contacts')
  .set({ status: 'Dial No Answer', attempts: 1, last_attempt_at: new Date('2026-06-01T12:00Z') })
  .where('list_id', 'in', [list.id, followsDefaults.id])
  .where('row_number', '=', 1)
  .execute();
await owner.caller.campaignSettings.saveCallSettings({
  listId: null,
  redial: { maxAttempts: 4, retryDelayMinutes: 60, retryStatuses: ['Dial No Answer'] },
});

/** Every row of the owner's account that a campaign or settings call could change. */
async function ownersRows() {
  const accountId = owner.user.accountId;
  const lists = await ctx.db
    .selectFrom('contact_lists')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  const contacts = await ctx.db
    .selectFrom('contacts')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  const defaults = await ctx.db
    .selectFrom('campaign_defaults')
    .selectAll()
    .where('account_id', '=', accountId)
    .execute();
  return { lists, contacts, defaults };
}

async function notFound(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('NOT_FOUND');
  expect((error as TRPCError).message).toBe('Contact list not found');
}

describe('account isolation', () => {
  it("does not show another account's lists or contacts", async () => {
    expect(await stranger.caller.contacts.lists()).toEqual([]);
    await notFound(stranger.caller.contacts.page({ listId: list.id, page: 1, pageSize: 10 }));
    await notFound(stranger.caller.campaignSettings.get({ listId: list.id }));
  });

  it("cannot start, pause, stop, rename, reconfigure or delete another account's list", async () => {
    const id = { listId: list.id };
    const before = await ownersRows();
    // Compared after every call: a refused call must not have changed a row on its way out.
    const refusedAndUnchanged = async (call: Promise<unknown>) => {
      await notFound(call);
      expect(await ownersRows()).toEqual(before);
    };
    await refusedAndUnchanged(stranger.caller.dialer.start(id));
    await refusedAndUnchanged(stranger.caller.dialer.pause(id));
    await refusedAndUnchanged(stranger.caller.dialer.resume(id));
    await refusedAndUnchanged(stranger.caller.dialer.stop(id));
    await refusedAndUnchanged(
      stranger.caller.contacts.updateDetails({ ...id, name: 'Mine now', description: '' }),
    );
    await refusedAndUnchanged(
      stranger.caller.campaignSettings.saveGeneral({ ...id, name: 'Mine', description: '' }),
    );
    await refusedAndUnchanged(
      stranger.caller.campaignSettings.saveCallSettings({
        ...id,
        redial: { maxAttempts: 9, retryDelayMinutes: 5, retryStatuses: [] },
      }),
    );
    await refusedAndUnchanged(stranger.caller.campaignSettings.useDefaults(id));
    await refusedAndUnchanged(stranger.caller.contacts.delete(id));
    expect(await listState(ctx, list.id)).toMatchObject({ state: 'idle' });
  });

  it("changes none of another account's lists when it saves its own defaults", async () => {
    const before = await ownersRows();
    await stranger.caller.campaignSettings.saveCallSettings({
      listId: null,
      redial: { maxAttempts: 1, retryDelayMinutes: 5, retryStatuses: [] },
    });
    await stranger.caller.campaignSettings.saveGeneral({
      listId: null,
      name: 'Stranger list',
      description: 'theirs',
    });
    expect(await ownersRows()).toEqual(before);
  });

  it('refuses every procedure when signed out', async () => {
    const { appRouter } = await import('../../../server/router');
    const { createCallerFactory } = await import('../../../server/trpc');
    const anonymous = createCallerFactory(appRouter)({
      deps: ctx,
      req: {} as never,
      res: {} as never,
      user: null,
    });
    const error = await anonymous.contacts.lists().then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as TRPCError).code).toBe('UNAUTHORIZED');
  });
});
