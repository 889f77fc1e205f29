/** One version of a state's calling rules, as Settings → Compliance shows it. */
export type RuleVersionView = {
  dates: string;
  rules: string;
  unverified: boolean;
  source: string;
  note: string | null;
};

/** One state's (or DC's) row of the rule table, as people read it. */
export type JurisdictionView = {
  code: string;
  name: string;
  asOf: string;
  versions: RuleVersionView[];
  recording: string | null;
};

/** A state with no version: what it is shown as. */
export const FEDERAL_ONLY_TEXT = 'federal rules only (unverified): 8:00–21:00';
