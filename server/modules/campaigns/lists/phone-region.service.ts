import { isPhoneRegion, phoneRegions } from '../../../../shared/phone/normalize-phone';
import { PHONE_REGION_MESSAGES } from '../../../../shared/phone/phone-messages';
import type { PhoneRegionView } from '../../../../shared/phone/phone-region-input';
import type { AppDeps } from '../../../deps';
import { BadInputError } from '../../../errors';
import { phoneRegionOf } from './phone-region.repository';

type Deps = Pick<AppDeps, 'db'>;

const REGIONS = phoneRegions();

export async function phoneRegionView(deps: Deps, accountId: string): Promise<PhoneRegionView> {
  return { region: await phoneRegionOf(deps.db, accountId), regions: REGIONS };
}

/** Sets the region new imports read numbers without a country code in. */
export async function setPhoneRegion(
  deps: Deps,
  accountId: string,
  region: string,
): Promise<PhoneRegionView> {
  if (!isPhoneRegion(region)) {
    throw new BadInputError(PHONE_REGION_MESSAGES.unknownRegion, {
      region: [PHONE_REGION_MESSAGES.unknownRegion],
    });
  }
  await deps.db
    .updateTable('accounts')
    .set({ phone_region: region })
    .where('id', '=', accountId)
    .execute();
  return phoneRegionView(deps, accountId);
}
