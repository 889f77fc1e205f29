import { describe, expect, it } from 'vitest';
import { setCampaignStates } from '../../../server/modules/campaigns/state/campaign-state';
import { CAMPAIGN_STATES } from '../../../shared/dialer/contact-status';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();
const { user } = await signedInUser(ctx);

async function freshList() {
  const list = await importList(ctx, user.accountId, 1);
  await ctx.db
    .updateTable('contact_lists')
    .set({
      state: 'running',
      next_round_at: new Date(),
      held_since: new Date(0),
      next_run_at: new Date(0),
      pause_reason: 'stale',
    })
    .where('id', '=', list.id)
    .execute();
  return list.id;
}

const fieldsOf = (listId: string) =>
  ctx.db
    .selectFrom('contact_lists')
    .select(['state', 'next_run_at', 'held_since', 'pause_reason', 'next_round_at'])
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();

describe('the one campaign-state writer', () => {
  it.each(CAMPAIGN_STATES)('writes %s with only the fields that belong to it', async (state) => {
    const listId = await freshList();
    const at = new Date('2026-12-01T15:00:00Z');
    const held = new Date('2026-11-30T15:00:00Z');
    await ctx.db
      .transaction()
      .execute((trx) =>
        setCampaignStates(trx, [
          { listId, state, nextRunAt: at, heldSince: held, pauseReason: 'Retell refused' },
        ]),
      );
    expect(await fieldsOf(listId)).toEqual({
      state,
      next_run_at: state === 'waiting' ? at : null,
      held_since: state === 'running' ? held : null,
      pause_reason: state === 'paused' ? 'Retell refused' : null,
      next_round_at: null,
    });
  });

  it('pausing clears held_since, whoever pauses (the three pauses used to disagree)', async () => {
    const listId = await freshList();
    await ctx.db
      .transaction()
      .execute((trx) => setCampaignStates(trx, [{ listId, state: 'paused' }]));
    expect(await fieldsOf(listId)).toMatchObject({ state: 'paused', held_since: null });
  });

  it('leaves a list alone when it is not in one of the states it may change from', async () => {
    const listId = await freshList();
    const changed = await ctx.db.transaction().execute((trx) =>
      setCampaignStates(trx, [{ listId, state: 'paused', pauseReason: 'x' }], {
        onlyFrom: ['waiting'],
      }),
    );
    expect(changed).toEqual([]);
    expect((await fieldsOf(listId)).state).toBe('running');
  });
});
