import { describe, expect, it } from 'vitest';
import {
  callsOf,
  importList,
  runWorkers,
  signedInUser,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext({ DIALER_ROUND_PAUSE_MS: '50', DIALER_CALL_DURATION_MS: '50' });
await runWorkers(ctx);

describe('deleting a list', () => {
  it('keeps its calls, with the list name and the number called, in the call log', async () => {
    const { user, caller } = await signedInUser(ctx, 'keeps');
    const list = await importList(ctx, user.accountId, 3);
    await caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 20_000);
    const before = await callsOf(ctx, list.id);
    expect(before.length).toBeGreaterThanOrEqual(3);
    const logBefore = await caller.callLogs.page({});

    await caller.contacts.delete({ listId: list.id });

    const kept = await ctx.db
      .selectFrom('calls')
      .selectAll()
      .where(
        'id',
        'in',
        before.map((call) => call.id),
      )
      .orderBy('started_at')
      .orderBy('id')
      .execute();
    expect(kept.map((call) => call.id).sort()).toEqual(before.map((call) => call.id).sort());
    for (const call of kept) {
      const was = before.find((b) => b.id === call.id)!;
      expect(call).toMatchObject({
        list_id: null,
        contact_id: null,
        list_name: list.name,
        state: 'ended',
        outcome: was.outcome,
        consent_basis: was.consent_basis,
        dial_local_times: was.dial_local_times,
      });
      expect(call.contact_number).toMatch(/^\+12142000\d{3}$/);
    }
    const logAfter = await caller.callLogs.page({});
    expect(logAfter.rows.map((row) => [row.id, row.phoneNumber])).toEqual(
      logBefore.rows.map((row) => [row.id, row.phoneNumber]),
    );
    const details = await caller.callLogs.details({ callId: kept[0]!.id });
    expect(details).toMatchObject({ listName: list.name, phoneNumber: kept[0]!.contact_number });
  });
});
