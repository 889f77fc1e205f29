import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { lookup as zoneOfZip } from 'zipcode-to-timezone';
import { lookup as zipRecord } from 'zipcodes';
import { stateCodeOf, US_STATES } from '../../shared/geo/us-states';
import { placeOfNumber, zonesOfNumber } from './number-prefix-tables';

/** Where a contact's zones came from (recorded on the contact). */
export type ZoneSource = 'zip' | 'state' | 'number' | 'list-default';

/**
 * Every zone and state the contact may be in: calling hours must hold in all of them (people keep
 * their numbers when they move, so the ZIP's and the number's candidates both count).
 */
export type ContactZones = {
  zones: string[];
  states: string[];
  sources: ZoneSource[];
};

export type ZoneInput = {
  phoneNumber: string;
  zip?: string | null | undefined;
  state?: string | null | undefined;
  /** The list's default state, used only when nothing else gives a zone. */
  defaultState?: string | null | undefined;
};

/** A ZIP cell as five digits ("2134" lost its leading zero in a spreadsheet; "12345-6789"). */
export function zip5(text: string | null | undefined): string | null {
  const match = /^\s*(\d{3,5})(?:-\d{4})?\s*$/.exec(text ?? '');
  return match ? match[1]!.padStart(5, '0') : null;
}

/** The ZIP's zone and state from the offline tables, or null when the ZIP is unknown. */
export function zipZone(text: string | null | undefined): { zone: string; state: string } | null {
  const zip = zip5(text);
  if (!zip) return null;
  const zone = zoneOfZip(zip);
  const state = zipRecord(zip)?.state;
  return zone && state && state in US_STATES ? { zone, state } : null;
}

/**
 * The number's candidate zones (any country: calling hours hold in the contact's local time) and
 * US state from its prefix. A non-geographic number (toll-free, no location for it) gives none.
 */
export function numberZones(
  phoneNumber: string,
): Promise<{ zones: string[]; state: string | null }> {
  // NANP numbers are placed by their first seven digits (+1 NPA NXX); others by the whole number.
  const prefix = phoneNumber.startsWith('+1') ? phoneNumber.slice(0, 8) : phoneNumber;
  let found = byPrefix.get(prefix);
  if (!found) {
    if (byPrefix.size >= PREFIX_CACHE_MAX) byPrefix.clear();
    found = lookUpNumberZones(phoneNumber);
    byPrefix.set(prefix, found);
  }
  return found;
}

const PREFIX_CACHE_MAX = 50_000;
const byPrefix = new Map<string, Promise<{ zones: string[]; state: string | null }>>();

async function lookUpNumberZones(
  phoneNumber: string,
): Promise<{ zones: string[]; state: string | null }> {
  const parsed = parsePhoneNumberFromString(phoneNumber);
  if (!parsed) return { zones: [], state: null };
  const place = await placeOfNumber(parsed.countryCallingCode, parsed.nationalNumber);
  if (!place) return { zones: [], state: null };
  const zones = (await zonesOfNumber(parsed.number.slice(1))) ?? [];
  // "New York, NY" or "Florida"; a state's rules apply to US numbers only.
  const state = parsed.country === 'US' ? stateCodeOf(place.split(', ').at(-1)) : null;
  return { zones: [...zones], state };
}

const sorted = (items: Iterable<string>) => [...new Set(items)].sort();

/** The contact's candidate zones and states (empty when no usable zone: never dialled). */
export async function contactZones(input: ZoneInput): Promise<ContactZones> {
  const zones: string[] = [];
  const states: string[] = [];
  const sources: ZoneSource[] = [];
  const zip = zipZone(input.zip);
  if (zip) {
    zones.push(zip.zone);
    states.push(zip.state);
    sources.push('zip');
  }
  const state = stateCodeOf(input.state);
  if (state) {
    states.push(state);
    // The ZIP pins the zone within the state; a state alone may be any of its zones.
    if (!zip) zones.push(...US_STATES[state]!.zones);
    sources.push('state');
  }
  const number = await numberZones(input.phoneNumber);
  if (number.zones.length > 0) {
    zones.push(...number.zones);
    if (number.state) states.push(number.state);
    sources.push('number');
  }
  const fallback = stateCodeOf(input.defaultState);
  if (zones.length === 0 && fallback) {
    zones.push(...US_STATES[fallback]!.zones);
    states.push(fallback);
    sources.push('list-default');
  }
  return { zones: sorted(zones), states: sorted(states), sources };
}
