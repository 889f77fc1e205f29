import type { Transaction } from 'kysely';
import type { CallOutcome, ContactStatus } from '../../../../shared/dialer/contact-status';
import type { CallDirection } from '../../../db/tables/dialer';
import type { Database } from '../../../db/types';
import { stopRedials } from '../model/contact-results';

type Trx = Transaction<Database>;

/** Outcomes in which the caller spoke with the agent. */
const SPOKE: ReadonlySet<CallOutcome> = new Set(['Completed', 'Answered']);

export type CallbackResult = {
  accountId: string;
  listId: string;
  contactId: number;
  status: ContactStatus;
  attempts: number;
  lastAttemptAt: Date | null;
};

/**
 * A callback ends through the one outcome path but adds no attempt: its contact keeps its
 * attempts and last attempt. When the caller spoke with the agent, the contact's pending redials
 * stop (its status becomes the callback's outcome and it is never due again). Runs inside the
 * outcome's transaction, after the calls were locked.
 */
export async function recordCallbacks(
  trx: Trx,
  open: readonly {
    account_id: string;
    contact_id: number | null;
    direction: CallDirection;
    id: string;
  }[],
  outcomeOf: ReadonlyMap<string, CallOutcome>,
): Promise<CallbackResult[]> {
  const spoke = open.filter(
    (call) =>
      call.direction === 'inbound' &&
      call.contact_id !== null &&
      SPOKE.has(outcomeOf.get(call.id)!),
  );
  if (spoke.length === 0) return [];
  const rows = await stopRedials(
    trx,
    spoke.map((call) => ({ contactId: call.contact_id!, status: outcomeOf.get(call.id)! })),
  );
  return rows.map((row) => ({
    accountId: row.account_id,
    listId: row.list_id,
    contactId: Number(row.id),
    status: row.status,
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at,
  }));
}
