import {
  normalizeCsvHeader,
  STATE_HEADER_ALIASES,
  ZIP_HEADER_ALIASES,
} from '../../../../shared/csv/csv-rules';
import { type ContactZones, contactZones, type ZoneInput } from '../../../geo/contact-zones';
import { NO_TIME_ZONE, windowKeyOf } from '../policy/calling-hours';
import { callCapPer24h } from '../policy/state-rules';

/** What a contact stores of its zones: the columns time_zones … skip_reason. */
export type ContactZoneRow = {
  zones: string[];
  sources: string[];
  windowKey: string;
  cap: number | null;
  skipReason: string | null;
};

const ZIPS = new Set(ZIP_HEADER_ALIASES);
const STATES = new Set(STATE_HEADER_ALIASES);

/** The ZIP and state cells of a contact's extra columns (the first column of each alias wins). */
export function zipAndStateOf(extra: Record<string, string>): { zip?: string; state?: string } {
  const found: { zip?: string; state?: string } = {};
  for (const [header, value] of Object.entries(extra)) {
    const name = normalizeCsvHeader(header);
    if (found.zip === undefined && ZIPS.has(name)) found.zip = value;
    if (found.state === undefined && STATES.has(name)) found.state = value;
  }
  return found;
}

export function zoneRowOf(zones: ContactZones): ContactZoneRow {
  return {
    zones: zones.zones,
    sources: zones.sources,
    windowKey: windowKeyOf(zones.zones, zones.states),
    cap: callCapPer24h(zones.states, new Date().toISOString().slice(0, 10)),
    skipReason: zones.zones.length === 0 ? NO_TIME_ZONE.code : null,
  };
}

/** A contact's zone row (the number's part is cached per prefix in server/geo). */
export async function contactZoneRow(input: ZoneInput): Promise<ContactZoneRow> {
  return zoneRowOf(await contactZones(input));
}
