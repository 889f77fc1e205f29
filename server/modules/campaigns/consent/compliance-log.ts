import type { Transaction } from 'kysely';
import { CONSENT_LEDGER_MESSAGES } from '../../../../shared/dialer/consent-ledger';
import type { AccountRole } from '../../../db/tables/core';
import type { Database } from '../../../db/types';
import { ForbiddenError } from '../../../errors';

export type ComplianceActor = { id: string; role: AccountRole };

/** The changes that allow more or fewer calls, as the log names them. */
export type ComplianceAction =
  | 'do-not-call added'
  | 'do-not-call file imported'
  | 'do-not-call removed'
  | 'consent granted by hand'
  | 'consent revoked by hand'
  | 'list consent requirement on'
  | 'list consent requirement off'
  | 'written-consent evidence required'
  | 'written-consent evidence not required';

/** One row of the compliance log (never changed): who did what to which number or list, and why. */
export async function logComplianceChange(
  trx: Transaction<Database>,
  accountId: string,
  actor: (Pick<ComplianceActor, 'id'> & Partial<ComplianceActor>) | null,
  entry: {
    action: ComplianceAction;
    subjects: readonly string[];
    reason?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  if (entry.subjects.length === 0) return;
  // An actor known by id only (a file imported in the worker) is logged with the role it has now.
  const roleOfActor = actor?.id
    ? trx.selectFrom('users').select('role').where('id', '=', actor.id)
    : null;
  await trx
    .insertInto('compliance_log')
    .values(
      entry.subjects.map((subject) => ({
        account_id: accountId,
        actor_id: actor?.id ?? null,
        actor_role: actor?.role ?? roleOfActor,
        action: entry.action,
        subject,
        reason: entry.reason ?? null,
        detail: entry.detail ? JSON.stringify(entry.detail) : null,
      })),
    )
    .execute();
}

/** Owners only: every consent or do-not-call change that allows more calls (issue #46). */
export function requireOwner(actor: Pick<ComplianceActor, 'role'>): void {
  if (actor.role !== 'owner') throw new ForbiddenError(CONSENT_LEDGER_MESSAGES.ownersOnly);
}
