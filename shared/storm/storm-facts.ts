import { stateCodeOf } from '../geo/us-states';

/** What a storm-targeted list remembers of its storm (contact_lists.storm). */
export type StormFacts = {
  /**
   * The hail report the list was built for (hail_events.id); for a radar swath list, which has
   * no report, `mrms-mesh:<storm day>`.
   */
  eventId: string;
  /** The report's local date, YYYY-MM-DD. */
  date: string;
  sizeInches: number;
  /** "Plano, TX" (the report's place without its "2 N" offset), or the state alone. */
  city: string;
  center: { lat: number; lon: number };
  radiusMiles: number;
  address: string;
  /** Set on a list built from a radar swath: contacts whose estimate reached `minInches`. */
  swath?: { source: 'mrms-mesh'; minInches: number };
};

/** The storm's call variables, as an agent's script writes them. */
export const STORM_VARIABLES = ['{storm_date}', '{hail_size}', '{storm_city}'] as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2025-11-20" → "November 20, 2025" (how the agent says it). */
export function spokenDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** 1.75 → "1.75 inch", 1 → "1 inch" (the size as in "1.75 inch hail"). */
export function spokenHailSize(sizeInches: number): string {
  return `${Number(sizeInches.toFixed(2))} inch`;
}

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, c: string) => gap + c.toUpperCase());

/** "2 N PLANO", "TEXAS" → "Plano, TX"; a place without a name gives the state alone. */
export function stormCityOf(place: string, state: string): string {
  const name = titleCase(place.replace(/^\s*\d+(?:\.\d+)?\s+[NSEW]{1,3}\s+/i, '').trim());
  const code = stateCodeOf(state) ?? state.trim().toUpperCase();
  return [name, code].filter(Boolean).join(', ');
}

/** The call variables a call from a storm-targeted list carries (none for other lists). */
export function stormCallVariables(storm: StormFacts | null): Record<string, string> {
  if (!storm) return {};
  return {
    storm_date: spokenDate(storm.date),
    // A swath list's calls carry each contact's own estimate instead (contactHailVariables).
    hail_size: storm.swath
      ? `up to about ${spokenHailSize(storm.sizeInches)} hail in the area (radar estimate)`
      : spokenHailSize(storm.sizeInches),
    storm_city: storm.city,
  };
}
