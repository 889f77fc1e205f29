/**
 * The states (and DC) with the IANA zones their residents may live in. A state column alone
 * puts a contact in every zone of its state; one row per state.
 */
export const US_STATES: Readonly<Record<string, { name: string; zones: readonly string[] }>> = {
  AL: { name: 'Alabama', zones: ['America/Chicago'] },
  AK: { name: 'Alaska', zones: ['America/Anchorage', 'America/Adak'] },
  AZ: { name: 'Arizona', zones: ['America/Phoenix'] },
  AR: { name: 'Arkansas', zones: ['America/Chicago'] },
  CA: { name: 'California', zones: ['America/Los_Angeles'] },
  CO: { name: 'Colorado', zones: ['America/Denver'] },
  CT: { name: 'Connecticut', zones: ['America/New_York'] },
  DE: { name: 'Delaware', zones: ['America/New_York'] },
  DC: { name: 'District of Columbia', zones: ['America/New_York'] },
  FL: { name: 'Florida', zones: ['America/New_York', 'America/Chicago'] },
  GA: { name: 'Georgia', zones: ['America/New_York'] },
  HI: { name: 'Hawaii', zones: ['Pacific/Honolulu'] },
  ID: { name: 'Idaho', zones: ['America/Boise', 'America/Los_Angeles'] },
  IL: { name: 'Illinois', zones: ['America/Chicago'] },
  IN: { name: 'Indiana', zones: ['America/Indiana/Indianapolis', 'America/Chicago'] },
  IA: { name: 'Iowa', zones: ['America/Chicago'] },
  KS: { name: 'Kansas', zones: ['America/Chicago', 'America/Denver'] },
  KY: { name: 'Kentucky', zones: ['America/New_York', 'America/Chicago'] },
  LA: { name: 'Louisiana', zones: ['America/Chicago'] },
  ME: { name: 'Maine', zones: ['America/New_York'] },
  MD: { name: 'Maryland', zones: ['America/New_York'] },
  MA: { name: 'Massachusetts', zones: ['America/New_York'] },
  MI: { name: 'Michigan', zones: ['America/Detroit', 'America/Menominee'] },
  MN: { name: 'Minnesota', zones: ['America/Chicago'] },
  MS: { name: 'Mississippi', zones: ['America/Chicago'] },
  MO: { name: 'Missouri', zones: ['America/Chicago'] },
  MT: { name: 'Montana', zones: ['America/Denver'] },
  NE: { name: 'Nebraska', zones: ['America/Chicago', 'America/Denver'] },
  NV: { name: 'Nevada', zones: ['America/Los_Angeles'] },
  NH: { name: 'New Hampshire', zones: ['America/New_York'] },
  NJ: { name: 'New Jersey', zones: ['America/New_York'] },
  NM: { name: 'New Mexico', zones: ['America/Denver'] },
  NY: { name: 'New York', zones: ['America/New_York'] },
  NC: { name: 'North Carolina', zones: ['America/New_York'] },
  ND: { name: 'North Dakota', zones: ['America/Chicago', 'America/Denver'] },
  OH: { name: 'Ohio', zones: ['America/New_York'] },
  OK: { name: 'Oklahoma', zones: ['America/Chicago'] },
  OR: { name: 'Oregon', zones: ['America/Los_Angeles', 'America/Boise'] },
  PA: { name: 'Pennsylvania', zones: ['America/New_York'] },
  RI: { name: 'Rhode Island', zones: ['America/New_York'] },
  SC: { name: 'South Carolina', zones: ['America/New_York'] },
  SD: { name: 'South Dakota', zones: ['America/Chicago', 'America/Denver'] },
  TN: { name: 'Tennessee', zones: ['America/Chicago', 'America/New_York'] },
  TX: { name: 'Texas', zones: ['America/Chicago', 'America/Denver'] },
  UT: { name: 'Utah', zones: ['America/Denver'] },
  VT: { name: 'Vermont', zones: ['America/New_York'] },
  VA: { name: 'Virginia', zones: ['America/New_York'] },
  WA: { name: 'Washington', zones: ['America/Los_Angeles'] },
  WV: { name: 'West Virginia', zones: ['America/New_York'] },
  WI: { name: 'Wisconsin', zones: ['America/Chicago'] },
  WY: { name: 'Wyoming', zones: ['America/Denver'] },
};

const BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, state]) => [state.name.toLowerCase(), code]),
);

/** A state column's text ("FL", "fl", "Florida") as its postal code, or null. */
export function stateCodeOf(text: string | null | undefined): string | null {
  const clean = (text ?? '').trim().replace(/\.$/, '');
  if (clean === '') return null;
  const upper = clean.toUpperCase();
  if (upper in US_STATES) return upper;
  return BY_NAME.get(clean.toLowerCase().replace(/\s+/g, ' ')) ?? null;
}
