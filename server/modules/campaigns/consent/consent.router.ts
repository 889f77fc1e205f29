import {
  ConsentPreviewInput,
  SetConsentRequiredInput,
} from '../../../../shared/dialer/consent-inputs';
import {
  ConsentHistoryInput,
  RecordConsentInput,
  RequireEvidenceInput,
} from '../../../../shared/dialer/consent-ledger';
import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import type { AppDeps } from '../../../deps';
import { NotFoundError } from '../../../errors';
import { publishEvents } from '../../../events/publish-events';
import { authedProcedure, router } from '../../../trpc';
import { withNextRounds } from '../rounds/next-round';
import { replanWaitingCampaigns } from '../rounds/redial-changes';
import { type ComplianceActor, logComplianceChange, requireOwner } from './compliance-log';
import { consentPreviewOf } from './consent.repository';
import { consentHistory, recordConsentByHand, setRequireEvidence } from './consent-changes.service';

async function preview(deps: AppDeps, accountId: string, listId: string) {
  const found = await consentPreviewOf(deps.db, accountId, listId, deps.voice.realCalls);
  if (!found) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  return found;
}

/**
 * Turns "Only dial contacts with recorded consent" on or off (off allows more calls: owners only);
 * logged; a waiting campaign looks again.
 */
async function setRequired(
  deps: AppDeps,
  accountId: string,
  actor: ComplianceActor,
  input: { listId: string; required: boolean },
) {
  const { listId, required } = input;
  if (!required) requireOwner(actor);
  const changed = await withNextRounds(deps, async (trx, rounds) => {
    const list = await trx
      .updateTable('contact_lists')
      .set({ consent_required: required, updated_at: new Date() })
      .where('id', '=', listId)
      .where('account_id', '=', accountId)
      .returning('id')
      .executeTakeFirst();
    if (!list) return false;
    await logComplianceChange(trx, accountId, actor, {
      action: required ? 'list consent requirement on' : 'list consent requirement off',
      subjects: [list.id],
    });
    await replanWaitingCampaigns(trx, rounds, [list.id]);
    return true;
  });
  if (!changed) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  await publishEvents(deps, accountId, [{ type: 'list.changed', listId }]);
  return preview(deps, accountId, listId);
}

export const consentRouter = router({
  preview: authedProcedure
    .input(ConsentPreviewInput)
    .query(({ ctx, input }) => preview(ctx.deps, ctx.user.accountId, input.listId)),
  setRequired: authedProcedure
    .input(SetConsentRequiredInput)
    .mutation(({ ctx, input }) => setRequired(ctx.deps, ctx.user.accountId, ctx.user, input)),
  history: authedProcedure
    .input(ConsentHistoryInput)
    .query(({ ctx, input }) => consentHistory(ctx.deps, ctx.user.accountId, input.contactId)),
  record: authedProcedure
    .input(RecordConsentInput)
    .mutation(({ ctx, input }) =>
      recordConsentByHand(ctx.deps, ctx.user.accountId, ctx.user, input),
    ),
  evidenceSetting: authedProcedure.query(async ({ ctx }) => {
    const row = await ctx.deps.db
      .selectFrom('accounts')
      .select('require_consent_evidence')
      .where('id', '=', ctx.user.accountId)
      .executeTakeFirstOrThrow();
    return { required: row.require_consent_evidence };
  }),
  setRequireEvidence: authedProcedure
    .input(RequireEvidenceInput)
    .mutation(({ ctx, input }) =>
      setRequireEvidence(ctx.deps, ctx.user.accountId, ctx.user, input.required),
    ),
});
