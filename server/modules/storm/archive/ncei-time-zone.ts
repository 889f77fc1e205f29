/**
 * NCEI Storm Events times are local *standard* time (no daylight saving) of the zone in
 * CZ_TIMEZONE, whose forms vary: `CST-6`, `GST10`, plain `CST`, odd casing. The offset is read
 * where written, else the abbreviation is mapped, else the STATE's main zone is taken ("guessed").
 */

const ABBREVIATION_OFFSETS: Record<string, number> = {
  AST: -4,
  EST: -5,
  CST: -6,
  MST: -7,
  PST: -8,
  AKST: -9,
  HST: -10,
  SST: -11,
  GST: 10,
};

const STATES_BY_OFFSET: Record<number, readonly string[]> = {
  [-4]: ['PUERTO RICO', 'VIRGIN ISLANDS'],
  [-5]: [
    'CONNECTICUT',
    'DELAWARE',
    'DISTRICT OF COLUMBIA',
    'FLORIDA',
    'GEORGIA',
    'INDIANA',
    'KENTUCKY',
    'MAINE',
    'MARYLAND',
    'MASSACHUSETTS',
    'MICHIGAN',
    'NEW HAMPSHIRE',
    'NEW JERSEY',
    'NEW YORK',
    'NORTH CAROLINA',
    'OHIO',
    'PENNSYLVANIA',
    'RHODE ISLAND',
    'SOUTH CAROLINA',
    'VERMONT',
    'VIRGINIA',
    'WEST VIRGINIA',
  ],
  [-6]: [
    'ALABAMA',
    'ARKANSAS',
    'ILLINOIS',
    'IOWA',
    'KANSAS',
    'LOUISIANA',
    'MINNESOTA',
    'MISSISSIPPI',
    'MISSOURI',
    'NEBRASKA',
    'NORTH DAKOTA',
    'OKLAHOMA',
    'SOUTH DAKOTA',
    'TENNESSEE',
    'TEXAS',
    'WISCONSIN',
  ],
  [-7]: ['ARIZONA', 'COLORADO', 'IDAHO', 'MONTANA', 'NEW MEXICO', 'UTAH', 'WYOMING'],
  [-8]: ['CALIFORNIA', 'NEVADA', 'OREGON', 'WASHINGTON'],
  [-9]: ['ALASKA'],
  [-10]: ['HAWAII'],
  [-11]: ['AMERICAN SAMOA'],
  10: ['GUAM'],
};

const STATE_OFFSETS = new Map<string, number>(
  Object.entries(STATES_BY_OFFSET).flatMap(([offset, states]) =>
    states.map((state) => [state, Number(offset)] as const),
  ),
);

/** `CST-6`, `GST10`, `cst -6`: letters then a signed hour offset from UTC. */
const WITH_OFFSET = /^([A-Z]{1,5})\s*([+-]?\d{1,2})$/;

/** `label`: the zone as stored and shown, abbreviation and signed offset ('CST-6', 'GST+10'). */
export type ZoneOffset = { hours: number; guessed: boolean; label: string };

const ABBREVIATION_OF_OFFSET = new Map(
  Object.entries(ABBREVIATION_OFFSETS).map(([abbreviation, hours]) => [hours, abbreviation]),
);

const zoneOf = (abbreviation: string | undefined, hours: number, guessed: boolean) => ({
  hours,
  guessed,
  label: `${abbreviation ?? 'UTC'}${hours < 0 ? '-' : '+'}${Math.abs(hours)}`,
});

/** The UTC offset in hours of a row's CZ_TIMEZONE (or its STATE's main zone); null: unknown. */
export function nceiZoneOffset(czTimezone: string, state: string): ZoneOffset | null {
  const zone = czTimezone.trim().toUpperCase();
  const written = WITH_OFFSET.exec(zone);
  if (written) {
    const hours = Number(written[2]);
    if (Math.abs(hours) <= 12) return zoneOf(written[1], hours, false);
  }
  const mapped = ABBREVIATION_OFFSETS[zone];
  if (mapped !== undefined) return zoneOf(zone, mapped, false);
  const ofState = STATE_OFFSETS.get(state.trim().toUpperCase());
  return ofState === undefined ? null : zoneOf(ABBREVIATION_OF_OFFSET.get(ofState), ofState, true);
}
