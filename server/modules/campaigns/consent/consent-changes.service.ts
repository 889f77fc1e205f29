import {
  CONSENT_LEDGER_MESSAGES,
  type ConsentHistoryEntry,
  type RecordConsentInput,
} from '../../../../shared/dialer/consent-ledger';
import type { AppDeps } from '../../../deps';
import { BadInputError } from '../../../errors';
import { numberOfContact } from '../lists/contact-number';
import { withNextRounds } from '../rounds/next-round';
import { replanWaitingCampaigns } from '../rounds/redial-changes';
import { type ComplianceActor, logComplianceChange, requireOwner } from './compliance-log';
import { consentEventsOf, listsWithNumber } from './consent.repository';
import { reapplyEvidenceRequirement, recordConsentEvents } from './consent-ledger';

/** The consent events of a contact's number, newest first. */
export async function consentHistory(
  deps: AppDeps,
  accountId: string,
  contactId: number,
): Promise<ConsentHistoryEntry[]> {
  const number = await numberOfContact(deps.db, accountId, contactId);
  return consentEventsOf(deps.db, accountId, number, 'newest captured first');
}

/**
 * Consent recorded by hand on a contact's number: a revocation by anyone; a grant (it allows more
 * calls) by owners only, with written evidence. Logged; a waiting campaign looks again.
 */
export async function recordConsentByHand(
  deps: AppDeps,
  accountId: string,
  actor: ComplianceActor,
  input: RecordConsentInput,
): Promise<ConsentHistoryEntry[]> {
  const granting = input.kind === 'granted';
  if (granting) requireOwner(actor);
  if (granting && !input.evidence)
    throw new BadInputError(CONSENT_LEDGER_MESSAGES.evidenceIncomplete);
  const capturedAt = new Date(`${input.capturedOn}T00:00:00Z`);
  if (capturedAt.getTime() > Date.now())
    throw new BadInputError(CONSENT_LEDGER_MESSAGES.futureDate);
  const number = await numberOfContact(deps.db, accountId, input.contactId);
  await withNextRounds(deps, async (trx, rounds) => {
    const event = {
      phoneNumber: number,
      kind: input.kind,
      source: 'by hand' as const,
      sourceDetail: input.note ?? null,
      capturedAt,
      evidence: input.evidence ?? null,
    };
    await recordConsentEvents(trx, accountId, [event], actor.id);
    await logComplianceChange(trx, accountId, actor, {
      action: granting ? 'consent granted by hand' : 'consent revoked by hand',
      subjects: [number],
      reason: input.note ?? null,
    });
    await replanWaitingCampaigns(trx, rounds, await listsWithNumber(trx, accountId, number));
  });
  return consentEventsOf(deps.db, accountId, number, 'newest captured first');
}

/** The owner's "require written-consent evidence for real calls": owners only, logged. */
export async function setRequireEvidence(
  deps: AppDeps,
  accountId: string,
  actor: ComplianceActor,
  required: boolean,
): Promise<{ required: boolean }> {
  // Turning it on allows fewer calls, but the setting is the owners' both ways.
  requireOwner(actor);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ require_consent_evidence: required })
      .where('id', '=', accountId)
      .execute();
    await reapplyEvidenceRequirement(trx, accountId);
    await logComplianceChange(trx, accountId, actor, {
      action: required
        ? 'written-consent evidence required'
        : 'written-consent evidence not required',
      subjects: [accountId],
    });
  });
  return { required };
}
