import type { VariantResultsInput } from '../../../../shared/ab/variant-inputs';
import type { VariantResults } from '../../../../shared/ab/variant-types';
import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import type { AppDeps } from '../../../deps';
import { NotFoundError } from '../../../errors';
import { hasRealCalls } from '../../call-logs/call-rollups.repository';
import { leadingOf, variantResult } from './variant-figures';
import { type VariantContactRow, variantContactRows } from './variant-results.repository';
import { variantsOfList } from './variants.repository';

/**
 * A list's A/B results per variant, counted per assigned contact. Simulated calls follow
 * analytics' one rule: left out once real calls exist, unless asked for.
 */
export async function getVariantResults(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  input: VariantResultsInput,
): Promise<VariantResults> {
  const list = await deps.db
    .selectFrom('contact_lists')
    .select('id')
    .where('id', '=', input.listId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!list) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  const realCallsExist = await hasRealCalls(deps.db, accountId);
  const withSimulated = input.includeSimulated ?? !realCallsExist;
  const [variants, rows] = await Promise.all([
    variantsOfList(deps.db, accountId, input.listId),
    variantContactRows(deps.db, { accountId, listId: input.listId, withSimulated }),
  ]);
  const byVariant = new Map<string, VariantContactRow[]>();
  for (const row of rows) {
    byVariant.set(row.variant_id, [...(byVariant.get(row.variant_id) ?? []), row]);
  }
  const results = variants.map((variant) =>
    variantResult(variant, byVariant.get(variant.id) ?? []),
  );
  return {
    variants: results,
    leading: leadingOf(results),
    simulated: { included: withSimulated, realCallsExist },
  };
}
