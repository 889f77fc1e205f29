import { type CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  callsOf,
  importList,
  runWorkers,
  signedInUser,
  waitFor,
} from '../../helpers/dialer-fixtures';
import { recordingDb } from '../../helpers/recording-db';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext({ DIALER_CALL_DURATION_MS: '600000' });

// The worker talks to Postgres through a Kysely that records every query it sends, so the plan
// below is the plan of the product's own claim, whatever shape its SQL takes.
const recording = recordingDb(ctx);
await runWorkers({ ...ctx, db: recording.db });

/** The claim: the one query that locks contacts with SKIP LOCKED. */
const isClaim = (query: CompiledQuery) =>
  /\bskip\s+locked\b/i.test(query.sql) && /\bfrom\s+"?contacts"?\b/i.test(query.sql);

describe('the dialer claim at scale', () => {
  it('walks contacts_list_window_idx in order per open key, sorting only the few picks', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 20_000);
    await sql`analyze contacts`.execute(ctx.db);
    await caller.dialer.start({ listId: list.id });
    await waitFor(async () => (await callsOf(ctx, list.id)).length > 0, { what: 'a first round' });
    await caller.dialer.stop({ listId: list.id });

    const claims = recording.sent.filter(isClaim);
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      const plan = await recording.explain(claim);
      // Per open key: the limit right above the locked index walk, in the index's order (the
      // do-not-call anti-join, a nested loop over that walk, keeps its order).
      expect(plan).toMatch(
        /Limit[^\n]*\n\s*->\s+LockRows[^\n]*\n(\s*->\s+Nested Loop Anti Join[^\n]*\n(\s*Join Filter:[^\n]*\n)?)?\s*->\s+Index (Only )?Scan using contacts_list_window_idx on contacts/,
      );
      // Every per-contact lookup (consent, registry, written permission) is an index probe, never
      // a hashed subplan that reads every account's rows.
      expect(plan).not.toMatch(/hashed SubPlan/);
      // The only sort ranks those picks (at most keys × slots rows), never the list.
      // Besides, the per-number cap ranks the few calls one number had in the last 24 hours,
      // reached through index probes per contact (contacts_account_phone_idx, then the contact's
      // calls by calls_contact_started_idx or by the partial calls_contact_attempt_placed, which
      // holds exactly the placed outbound calls the cap counts).
      const sorts = (plan.match(/Sort Key: [^\n]*/g) ?? []).filter(
        (key) => key !== 'Sort Key: k.started_at DESC',
      );
      expect(plan).toMatch(
        /Index Scan using calls_contact_(started_idx|attempt_placed) on calls k/,
      );
      expect(sorts).toEqual(['Sort Key: w.list_id, p.next_eligible_at, p.row_number']);
      expect(plan).not.toMatch(/Seq Scan on (contacts|calls)\b/);
    }
  });
});
