import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIAL_SETTINGS } from '../../../shared/dialer/redial-settings';
import { contactsOf, eventsOf, importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext({ DIALER_RETRY_DELAY_UNIT_MS: '1000' });

/** Makes the list's first contact a no-answer at attempt 1, last dialled at `at`. */
async function noAnswerFirst(listId: string, at: Date) {
  await ctx.db
    .updateTable('contacts')
    .set({ status: 'Dial No Answer', attempts: 1, last_attempt_at: at })
    .where('list_id', '=', listId)
    .where('row_number', '=', 1)
    .execute();
}

describe('campaign settings', () => {
  it("starts from the spec's defaults", async () => {
    const { caller } = await signedInUser(ctx);
    expect(await caller.campaignSettings.get({ listId: null })).toEqual({
      scope: 'defaults',
      name: 'Contacts List',
      description: '',
      redial: DEFAULT_REDIAL_SETTINGS,
      usesDefaults: true,
      voice: { agentId: null, callerNumber: null },
    });
  });

  it('normalises call settings to the bounds and fallbacks of the spec', async () => {
    const { caller } = await signedInUser(ctx);
    const saved = await caller.campaignSettings.saveCallSettings({
      listId: null,
      redial: {
        maxAttempts: 'abc' as unknown as number,
        retryDelayMinutes: 2,
        retryStatuses: ['Reached Voicemail', 'Reached Voicemail'],
      },
    });
    expect(saved.redial).toEqual({
      maxAttempts: 1,
      retryDelayMinutes: 5,
      retryStatuses: ['Reached Voicemail'],
    });
    const again = await caller.campaignSettings.saveCallSettings({
      listId: null,
      redial: { maxAttempts: 99, retryDelayMinutes: 'x' as unknown as number, retryStatuses: [] },
    });
    expect(again.redial).toEqual({ maxAttempts: 10, retryDelayMinutes: 60, retryStatuses: [] });
  });

  it('gives a list its own settings, recomputes who is due, and can return it to the defaults', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 2);
    const at = new Date('2026-06-01T12:00:00.000Z');
    await noAnswerFirst(list.id, at);

    const own = await caller.campaignSettings.saveCallSettings({
      listId: list.id,
      redial: { maxAttempts: 4, retryDelayMinutes: 30, retryStatuses: ['Dial No Answer'] },
    });
    expect(own).toMatchObject({ scope: 'list', usesDefaults: false, redial: { maxAttempts: 4 } });
    let [first] = await contactsOf(ctx, list.id);
    expect(first!.next_eligible_at).toEqual(new Date(at.getTime() + 30 * 1000));
    expect((await caller.contacts.lists())[0]!.usesDefaultSettings).toBe(false);
    expect((await eventsOf(ctx, user.accountId)).at(-1)).toEqual({
      type: 'list.changed',
      listId: list.id,
    });

    // Leaving Dial No Answer out of the retry statuses ends that contact's dialing.
    await caller.campaignSettings.saveCallSettings({
      listId: list.id,
      redial: { maxAttempts: 4, retryDelayMinutes: 30, retryStatuses: ['Reached Voicemail'] },
    });
    [first] = await contactsOf(ctx, list.id);
    expect(first!.next_eligible_at).toBeNull();

    const back = await caller.campaignSettings.useDefaults({ listId: list.id });
    expect(back).toMatchObject({ usesDefaults: true, redial: DEFAULT_REDIAL_SETTINGS });
    [first] = await contactsOf(ctx, list.id);
    expect(first!.next_eligible_at).toEqual(new Date(at.getTime() + 60 * 1000));
  });

  it('applies changed defaults to every list that follows them, and only those', async () => {
    const { user, caller } = await signedInUser(ctx);
    const follows = await importList(ctx, user.accountId, 1);
    const ownSettings = await importList(ctx, user.accountId, 1);
    const at = new Date('2026-06-01T12:00:00.000Z');
    await noAnswerFirst(follows.id, at);
    await noAnswerFirst(ownSettings.id, at);
    await caller.campaignSettings.saveCallSettings({
      listId: ownSettings.id,
      redial: DEFAULT_REDIAL_SETTINGS,
    });

    await caller.campaignSettings.saveCallSettings({
      listId: null,
      redial: { maxAttempts: 1, retryDelayMinutes: 60, retryStatuses: ['Dial No Answer'] },
    });
    expect((await contactsOf(ctx, follows.id))[0]!.next_eligible_at).toBeNull();
    expect((await contactsOf(ctx, ownSettings.id))[0]!.next_eligible_at).toEqual(
      new Date(at.getTime() + 60 * 1000),
    );
    const changed = (await eventsOf(ctx, user.accountId))
      .filter((e) => e.type === 'list.changed')
      .slice(-2);
    expect(changed.map((e) => e.type === 'list.changed' && e.listId)).toEqual([
      'defaults',
      follows.id,
    ]);
  });

  it('saves General: the default name new uploads get, or one list name and description', async () => {
    const { user, caller } = await signedInUser(ctx);
    const defaults = await caller.campaignSettings.saveGeneral({
      listId: null,
      name: ' Roof leads ',
      description: 'Q3',
    });
    expect(defaults).toMatchObject({ scope: 'defaults', name: 'Roof leads', description: 'Q3' });
    const list = await importList(ctx, user.accountId, 1);
    expect(list).toMatchObject({ name: 'Roof leads', description: 'Q3' });
    const renamed = await caller.campaignSettings.saveGeneral({
      listId: list.id,
      name: 'Hail May',
      description: '',
    });
    expect(renamed).toMatchObject({
      scope: 'list',
      name: 'Hail May',
      description: '',
      usesDefaults: true,
    });
    expect((await caller.campaignSettings.get({ listId: null })).name).toBe('Roof leads');
  });
});
