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

// The worker's queries are recorded, so the plan below is the plan of the product's own claim.
const recording = recordingDb(ctx);
await runWorkers({ ...ctx, db: recording.db });

/** The claim: the one query that locks contacts with SKIP LOCKED. */
const isClaim = (query: CompiledQuery) =>
  /\bskip\s+locked\b/i.test(query.sql) && /\bfrom\s+"?contacts"?\b/i.test(query.sql);

describe('the consent check of the dialer claim', () => {
  it('probes consent_records_consented_idx per contact instead of hashing every consent record', async () => {
    // Another account's consent records: a hashed subplan would read them all.
    const other = await signedInUser(ctx, 'other');
    await importList(ctx, other.user.accountId, 5_000, { consent: true });
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 5_000, { consent: true });
    await ctx.db
      .updateTable('contact_lists')
      .set({ consent_required: true })
      .where('id', '=', list.id)
      .execute();
    await sql`analyze`.execute(ctx.db);
    await caller.dialer.start({ listId: list.id });
    await waitFor(async () => (await callsOf(ctx, list.id)).length > 0, { what: 'a first round' });
    await caller.dialer.stop({ listId: list.id });

    const claims = recording.sent.filter(isClaim);
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      const plan = await recording.explain(claim);
      expect(plan).toMatch(
        /Index (Only )?Scan using consent_records_consented_idx on consent_records cr\b[^\n]*\n\s*Index Cond: \(\(account_id = contacts\.account_id\) AND \(phone_number = contacts\.phone_number\)\)/,
      );
      expect(plan).not.toMatch(/Seq Scan on consent_records/);
      expect(plan).not.toMatch(/hashed SubPlan/);
    }
  }, 60_000);
});
