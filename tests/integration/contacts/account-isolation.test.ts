import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { importList, listState, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();
const owner = await signedInUser(ctx, 'owner');
const stranger = await signedInUser(ctx, 'stranger');
const list = await importList(ctx, owner.user.accountId, 3);

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
    await notFound(stranger.caller.dialer.start(id));
    await notFound(stranger.caller.dialer.pause(id));
    await notFound(stranger.caller.dialer.resume(id));
    await notFound(stranger.caller.dialer.stop(id));
    await notFound(
      stranger.caller.contacts.updateDetails({ ...id, name: 'Mine now', description: '' }),
    );
    await notFound(
      stranger.caller.campaignSettings.saveGeneral({ ...id, name: 'Mine', description: '' }),
    );
    await notFound(
      stranger.caller.campaignSettings.saveCallSettings({
        ...id,
        redial: { maxAttempts: 9, retryDelayMinutes: 5, retryStatuses: [] },
      }),
    );
    await notFound(stranger.caller.campaignSettings.useDefaults(id));
    await notFound(stranger.caller.contacts.delete(id));
    expect(await listState(ctx, list.id)).toMatchObject({ state: 'idle' });
    expect((await owner.caller.contacts.lists())[0]).toMatchObject({
      id: list.id,
      name: 'Contacts List',
      usesDefaultSettings: true,
    });
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
