import {
  DISCLOSURE_MESSAGES,
  type DisclosureSettings,
  SaveDisclosureInput,
} from '../../../../shared/dialer/disclosure-inputs';
import { toE164 } from '../../../../shared/phone/normalize-phone';
import type { AppDeps } from '../../../deps';
import { BadInputError } from '../../../errors';
import { authedProcedure, ownerProcedure, router } from '../../../trpc';
import { phoneRegionOf } from '../lists/phone-region.repository';

async function disclosureOf(deps: AppDeps, accountId: string): Promise<DisclosureSettings> {
  const row = await deps.db
    .selectFrom('accounts')
    .select(['business_name', 'callback_number'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { businessName: row.business_name, callbackNumber: row.callback_number };
}

/** The Business name ({company_name}) and callback number ({callback_number}) every call discloses. */
async function saveDisclosure(deps: AppDeps, accountId: string, input: SaveDisclosureInput) {
  let callback: string | null = null;
  if (input.callbackNumber) {
    callback = toE164(input.callbackNumber, await phoneRegionOf(deps.db, accountId));
    if (!callback) {
      throw new BadInputError(DISCLOSURE_MESSAGES.callbackInvalid, {
        callbackNumber: [DISCLOSURE_MESSAGES.callbackInvalid],
      });
    }
  }
  await deps.db
    .updateTable('accounts')
    .set({ business_name: input.businessName, callback_number: callback })
    .where('id', '=', accountId)
    .execute();
  return disclosureOf(deps, accountId);
}

export const disclosureRouter = router({
  get: authedProcedure.query(({ ctx }) => disclosureOf(ctx.deps, ctx.user.accountId)),
  save: ownerProcedure
    .input(SaveDisclosureInput)
    .mutation(({ ctx, input }) => saveDisclosure(ctx.deps, ctx.user.accountId, input)),
});
