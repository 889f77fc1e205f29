import {
  ConsentPreviewInput,
  SetConsentRequiredInput,
} from '../../../../shared/dialer/consent-inputs';
import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import type { AppDeps } from '../../../deps';
import { NotFoundError } from '../../../errors';
import { publishEvents } from '../../../events/publish-events';
import { authedProcedure, router } from '../../../trpc';
import { withNextRounds } from '../rounds/next-round';
import { replanWaitingCampaigns } from '../rounds/redial-changes';
import { consentPreviewOf } from './consent.repository';

async function preview(deps: AppDeps, accountId: string, listId: string) {
  const found = await consentPreviewOf(deps.db, accountId, listId, deps.voice.realCalls);
  if (!found) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  return found;
}

/** Turns "Only dial contacts with recorded consent" on or off; a waiting campaign looks again. */
async function setRequired(deps: AppDeps, accountId: string, listId: string, required: boolean) {
  const changed = await withNextRounds(deps, async (trx, rounds) => {
    const list = await trx
      .updateTable('contact_lists')
      .set({ consent_required: required, updated_at: new Date() })
      .where('id', '=', listId)
      .where('account_id', '=', accountId)
      .returning('id')
      .executeTakeFirst();
    if (list) await replanWaitingCampaigns(trx, rounds, [list.id]);
    return list !== undefined;
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
    .mutation(({ ctx, input }) =>
      setRequired(ctx.deps, ctx.user.accountId, input.listId, input.required),
    ),
});
