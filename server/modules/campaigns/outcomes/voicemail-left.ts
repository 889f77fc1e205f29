import { sql, type Transaction } from 'kysely';
import type { CallOutcome } from '../../../../shared/dialer/contact-status';
import type { Database } from '../../../db/types';

/**
 * Calls that carried a voicemail message and reached voicemail left it: their contacts remember
 * when (policy/voicemail-message.ts counts the days from it). Runs in the outcome's transaction.
 */
export async function recordVoicemailsLeft(
  trx: Transaction<Database>,
  outcomeOf: ReadonlyMap<string, CallOutcome>,
  now: Date,
): Promise<void> {
  const reached = [...outcomeOf].flatMap(([id, outcome]) =>
    outcome === 'Reached Voicemail' ? [id] : [],
  );
  if (reached.length === 0) return;
  await sql`
    update contacts c set voicemail_left_at = ${now}
    from calls k
    where k.id = any(${reached}::uuid[]) and k.voicemail_message and c.id = k.contact_id`.execute(
    trx,
  );
}
