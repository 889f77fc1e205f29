import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import type { NotPlacedReport } from '../../../voice/voice-provider';
import { DO_NOT_CALL_REASON, onDoNotCallSql } from '../policy/do-not-call';

/**
 * The second do-not-call check, right before the provider is asked to dial: stamps each campaign
 * call with the time its number was checked (the call's audit trail) and returns the calls whose
 * number went on the list since the claim. Test calls (no contact) are not checked.
 */
export async function blockedBeforeDial(
  db: Kysely<Database>,
  callIds: readonly string[],
): Promise<Set<string>> {
  if (callIds.length === 0) return new Set();
  const { rows } = await sql<{ id: string; blocked: boolean }>`
    update calls k set dnc_checked_at = now()
    from contacts c
    where k.id = any(${callIds}::uuid[]) and c.id = k.contact_id
    returning k.id, ${onDoNotCallSql('c')} as blocked`.execute(db);
  return new Set(rows.filter((row) => row.blocked).map((row) => row.id));
}

/** The not-placed reports of calls the check refused: no attempt counts, no campaign pauses. */
export function doNotCallReports(callIds: Iterable<string>): NotPlacedReport[] {
  const now = new Date();
  return [...callIds].map((callId) => ({
    callId,
    reason: DO_NOT_CALL_REASON,
    pauseWith: null,
    retryAt: now,
  }));
}
