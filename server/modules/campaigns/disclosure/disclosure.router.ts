import {
  DISCLOSURE_MESSAGES,
  type DisclosureSettings,
  isTollFree,
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
    .select(['business_name', 'callback_number', 'opt_out_number'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    businessName: row.business_name,
    callbackNumber: row.callback_number,
    optOutNumber: row.opt_out_number,
  };
}

const fieldError = (field: string, message: string) =>
  new BadInputError(message, { [field]: [message] });

/**
 * The toll-free opt-out number: toll-free, and one of the account's active numbers (so the
 * product's agent, with the opt-out function, answers it). Empty: none.
 */
async function optOutNumberOf(deps: AppDeps, accountId: string, typed: string) {
  if (!typed) return null;
  const number = toE164(typed, await phoneRegionOf(deps.db, accountId));
  if (!number || !isTollFree(number)) {
    throw fieldError('optOutNumber', DISCLOSURE_MESSAGES.optOutNotTollFree);
  }
  const ours = await deps.db
    .selectFrom('phone_numbers')
    .select('phone_number')
    .where('account_id', '=', accountId)
    .where('phone_number', '=', number)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!ours) throw fieldError('optOutNumber', DISCLOSURE_MESSAGES.optOutNotOurs);
  return number;
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
  const optOut = await optOutNumberOf(deps, accountId, input.optOutNumber);
  await deps.db
    .updateTable('accounts')
    .set({ business_name: input.businessName, callback_number: callback, opt_out_number: optOut })
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
