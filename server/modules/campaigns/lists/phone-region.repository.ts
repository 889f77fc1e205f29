import type { Kysely } from 'kysely';
import { type CountryCode, DEFAULT_PHONE_REGION } from '../../../../shared/phone/normalize-phone';
import type { Database } from '../../../db/types';

/** The region the account's numbers without a country code are read in. */
export async function phoneRegionOf(db: Kysely<Database>, accountId: string): Promise<CountryCode> {
  const row = await db
    .selectFrom('accounts')
    .select('phone_region')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return (row?.phone_region ?? DEFAULT_PHONE_REGION) as CountryCode;
}
