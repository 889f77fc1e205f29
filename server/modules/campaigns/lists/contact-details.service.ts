import type { ContactDetails } from '../../../../shared/dialer/contact-details';
import { contactHailVariables } from '../../../../shared/storm/mesh-swath';
import type { AppDeps } from '../../../deps';
import { NotFoundError } from '../../../errors';
import { consentAllowsSql } from '../policy/consent';
import { newestNationalCopySql, registryOfRow, registryVerdictSql } from '../policy/registry';
import { skipReasonText } from '../policy/skip-reasons';
import { callingClockOf } from '../rounds/calling-clock';
import { schedulesOfLists } from '../settings/calling-schedule.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'callingClock' | 'voice'>;

export const CONTACT_NOT_FOUND = 'Contact not found';

/** One contact of the account with its zones and its skip reason (computed at read time). */
export async function contactDetails(
  deps: Deps,
  accountId: string,
  contactId: string,
): Promise<ContactDetails> {
  const row = await deps.db
    .selectFrom('contacts as c')
    .innerJoin('contact_lists as l', 'l.id', 'c.list_id')
    .select([
      'c.id',
      'c.row_number',
      'c.phone_number',
      'c.first_name',
      'c.status',
      'c.attempts',
      'c.last_attempt_at',
      'c.next_eligible_at',
      'c.window_key',
      'c.skip_reason',
      'c.time_zones',
      'c.zone_sources',
      'c.hail_estimate_mm',
      'c.hail_estimate_basis',
      'l.id as list_id',
      'l.account_id',
      'l.calling_schedule',
      consentAllowsSql('c', deps.voice.realCalls).as('consent_allows'),
      registryVerdictSql('c', new Date(), deps.voice.realCalls).as('registry_verdict'),
      newestNationalCopySql('c').as('newest_copy'),
    ])
    .where('c.id', '=', Number(contactId))
    .where('c.account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(CONTACT_NOT_FOUND);
  const list = {
    id: row.list_id,
    account_id: row.account_id,
    calling_schedule: row.calling_schedule,
  };
  const schedule = (await schedulesOfLists(deps.db, [list])).get(list.id)!;
  const reason = skipReasonText(
    { ...row, no_consent: !row.consent_allows, registry: registryOfRow(row) },
    schedule,
    new Date(),
    callingClockOf(deps).now(),
    deps.voice.realCalls,
  );
  return {
    id: String(row.id),
    rowNumber: row.row_number,
    phoneNumber: row.phone_number,
    firstName: row.first_name,
    status: row.status,
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    skipReason: reason?.text ?? null,
    timeZones: row.time_zones ?? [],
    zoneSources: row.zone_sources ?? [],
    hailEstimate: contactHailVariables(row).hail_size ?? null,
  };
}
