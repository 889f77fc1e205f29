import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import { NEVER_ELIGIBLE_SQL } from '../policy/redial-eligibility';
import type { ContactZoneRow } from './contact-zone-rows';

type Conn = Kysely<Database>;

/**
 * Numbers checked after import (`numbers[i]` is contact `ids[i]`'s E.164, or null): valid ones
 * stored in E.164, the original text kept; a Not Called contact with an invalid number becomes
 * 'Invalid Number' and is never eligible. Only rows not checked yet are touched.
 */
export async function applyCheckedNumbers(
  db: Conn,
  ids: readonly string[],
  numbers: readonly (string | null)[],
): Promise<void> {
  await sql`
    update contacts c set
      phone_original = c.phone_number,
      phone_number = coalesce(v.e164, c.phone_number),
      status = case when v.e164 is null and c.status = 'Not Called'
        then 'Invalid Number' else c.status end,
      next_eligible_at = case when v.e164 is null and c.status = 'Not Called'
        then ${NEVER_ELIGIBLE_SQL} else c.next_eligible_at end
    from unnest(${ids}::bigint[], ${numbers}::text[]) as v(id, e164)
    where c.id = v.id and c.phone_original is null`.execute(db);
}

/**
 * Zones computed after import (`zones[i]` belongs to contact `ids[i]`): the zones, window key and
 * states' cap, and the skip reason the zones decide (no time zone, or none).
 */
export async function applyContactZones(
  db: Conn,
  ids: readonly string[],
  zones: readonly ContactZoneRow[],
): Promise<void> {
  await sql`
    update contacts c set time_zones = v.zones::text[], zone_sources = v.sources::text[],
      window_key = v.window_key, call_cap_24h = v.cap, skip_reason = v.skip
    from unnest(${ids}::bigint[],
      ${zones.map((z) => `{${z.zones.join(',')}}`)}::text[],
      ${zones.map((z) => `{${z.sources.join(',')}}`)}::text[],
      ${zones.map((z) => z.windowKey)}::text[],
      ${zones.map((z) => z.cap)}::smallint[],
      ${zones.map((z) => z.skipReason)}::text[])
      as v(id, zones, sources, window_key, cap, skip)
    where c.id = v.id`.execute(db);
}
