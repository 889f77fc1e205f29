import { describe, expect, it } from 'vitest';
import {
  callsOf,
  contactsOf,
  importList,
  maxConcurrent,
  runWorkers,
  setDefaults,
  signedInUser,
  spawnWorkerProcess,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();
// Two worker processes consume the same queues: this one and a child process.
await runWorkers(ctx);
spawnWorkerProcess(ctx);

describe('two workers on one list', () => {
  it('never dial the same contact twice at once nor the same attempt twice', async () => {
    const { user, caller } = await signedInUser(ctx);
    await setDefaults(ctx, user.accountId, { max_attempts: 3, retry_delay_minutes: 5 });
    const list = await importList(ctx, user.accountId, 40);
    await caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 28_000);

    const calls = await callsOf(ctx, list.id);
    expect(calls.every((call) => call.state === 'ended')).toBe(true);
    expect(maxConcurrent(calls)).toBeLessThanOrEqual(5);
    for (const contact of await contactsOf(ctx, list.id)) {
      const own = calls.filter((call) => call.contact_id === contact.id);
      expect(maxConcurrent(own)).toBeLessThanOrEqual(1);
      expect(own.map((call) => call.attempt)).toEqual(own.map((_, i) => i + 1));
      expect(contact.attempts).toBe(own.length);
      expect(contact.attempts).toBeLessThanOrEqual(3);
    }
  }, 40_000);
});
