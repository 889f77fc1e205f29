import { minutesOf } from '../../../../shared/dialer/calling-schedule';
import type { Span } from './state-rules';

/**
 * The rule table: every state and DC, one reviewed file. Product guard rails, not legal advice.
 * A jurisdiction's `versions` are its calling rules over time (local dates in the contact's zone,
 * `until` inclusive); none: the federal rules only. A version marked unverified is applied because
 * it is stricter (a few calls lost cost less than a violation) and is shown as unverified.
 * docs/compliance.md's table is generated from this file (`npm run docs:rules`).
 */

/** How much a row rests on: a statute read and cited, or a third-party summary / unenacted bill. */
export type Confidence = 'cited' | 'unverified';

export type RuleVersion = {
  from: string | null;
  until: string | null;
  /** Allowed local hours per weekday, 0 = Sunday; null: no calls that day. */
  hours: readonly (Span | null)[];
  closedOnStateHolidays: boolean;
  maxCallsPer24h: number | null;
  citation: string;
  confidence: Confidence;
  note?: string;
};

/** One of the table's other columns: what the state requires, where it says so; null: not sourced. */
export type RuleFact = { text: string; citation: string; confidence: Confidence } | null;

export type Jurisdiction = {
  name: string;
  /** The date the row was last reviewed against its sources. */
  asOf: string;
  versions: readonly RuleVersion[];
  artificialVoiceConsent: RuleFact;
  allPartyRecordingConsent: RuleFact;
  stateRegistry: RuleFact;
  registrationOrBond: RuleFact;
};

function span(text: string): Span {
  const [from, to] = text.split('-') as [string, string];
  return { start: minutesOf(from), end: minutesOf(to) };
}

/** The same hours every day, with some weekdays changed (null: closed). */
export function week(all: string, except: Partial<Record<number, string | null>> = {}) {
  return Array.from({ length: 7 }, (_, day) => {
    const text = day in except ? except[day] : all;
    return text ? span(text) : null;
  });
}

type VersionInput = Pick<RuleVersion, 'hours' | 'citation'> & Partial<RuleVersion>;

function version(input: VersionInput): RuleVersion {
  return {
    from: null,
    until: null,
    closedOnStateHolidays: false,
    maxCallsPer24h: null,
    confidence: 'cited',
    ...input,
  };
}

/** The review of 25 Nov 2026 (the first 13 rows) and of 28 Nov 2026 (Pennsylvania, the rest). */
const FIRST_REVIEW = '2026-11-25';
const REVIEW = '2026-11-28';

/** A third-party compliance summary, the only source found here for the rows that cite it. */
const SUMMARY =
  'statute not confirmed here; third-party summary dropcowboy.com/state-compliance (2025-11-01)';

function row(name: string, asOf: string, versions: RuleVersion[] = []): Jurisdiction {
  return {
    name,
    asOf,
    versions,
    artificialVoiceConsent: null,
    allPartyRecordingConsent: null,
    stateRegistry: null,
    registrationOrBond: null,
  };
}

const federalOnly = (name: string) => row(name, REVIEW);

const ROWS: Record<string, Jurisdiction> = {
  AL: row('Alabama', FIRST_REVIEW, [
    version({
      hours: week('08:00-20:00', { 0: null }),
      closedOnStateHolidays: true,
      citation: 'Ala. Code § 8-19C-4 and Ala. PSC telephone solicitation rules',
    }),
  ]),
  AK: federalOnly('Alaska'),
  AZ: federalOnly('Arizona'),
  AR: federalOnly('Arkansas'),
  CA: federalOnly('California'),
  CO: federalOnly('Colorado'),
  CT: row('Connecticut', FIRST_REVIEW, [
    version({
      hours: week('09:00-20:00'),
      citation: 'Conn. Gen. Stat. § 42-288a (2023 amendment)',
      note: 'One third-party summary gives 9:00–21:00; the statute row here is stricter and kept.',
    }),
  ]),
  DE: federalOnly('Delaware'),
  DC: federalOnly('District of Columbia'),
  FL: row('Florida', FIRST_REVIEW, [
    version({
      hours: week('08:00-20:00'),
      maxCallsPer24h: 3,
      citation: 'Fla. Stat. § 501.616(6) (Florida Telephone Solicitation Act, 2021 amendment)',
    }),
  ]),
  GA: federalOnly('Georgia'),
  HI: federalOnly('Hawaii'),
  ID: federalOnly('Idaho'),
  IL: row('Illinois', REVIEW, [
    version({
      hours: week('09:00-21:00'),
      citation: SUMMARY,
      confidence: 'unverified',
      note: 'Summaries disagree: one gives 9:00–21:00 for prerecorded calls, another 8:00–21:00; an AI voice is an artificial voice, so the stricter is applied.',
    }),
  ]),
  IN: federalOnly('Indiana'),
  IA: federalOnly('Iowa'),
  KS: federalOnly('Kansas'),
  KY: row('Kentucky', REVIEW, [
    version({ hours: week('10:00-21:00'), citation: SUMMARY, confidence: 'unverified' }),
  ]),
  LA: row('Louisiana', FIRST_REVIEW, [
    version({
      hours: week('08:00-20:00', { 0: null }),
      closedOnStateHolidays: true,
      citation: 'La. R.S. 45:844.17',
    }),
  ]),
  ME: row('Maine', REVIEW, [
    version({
      hours: week('08:00-21:00'),
      maxCallsPer24h: 1,
      citation: 'statute not confirmed here; third-party summary g2leadstosales.com (2024-11-08)',
      confidence: 'unverified',
      note: 'Reported as at most one call by an automated device to a number per 8 hours; applied as one per 24 h, the nearest stricter rule a 24-hour cap can say.',
    }),
  ]),
  MD: row('Maryland', FIRST_REVIEW, [
    version({
      hours: week('08:00-20:00'),
      maxCallsPer24h: 3,
      citation: 'Md. Code, Com. Law § 14-4503 (Stop the Spam Calls Act of 2023)',
    }),
  ]),
  MA: row('Massachusetts', FIRST_REVIEW, [
    version({
      hours: week('08:00-20:00'),
      citation: '201 CMR 12.02 (Mass. telemarketing solicitation rules)',
    }),
  ]),
  MI: row('Michigan', REVIEW, [
    version({ hours: week('09:00-21:00'), citation: SUMMARY, confidence: 'unverified' }),
  ]),
  MN: row('Minnesota', REVIEW, [
    version({
      hours: week('09:00-21:00'),
      citation: SUMMARY,
      confidence: 'unverified',
      note: 'Reported as the rule for automatic dialing-announcing devices.',
    }),
  ]),
  MS: row('Mississippi', FIRST_REVIEW, [
    version({ hours: week('08:00-20:00', { 0: null }), citation: 'Miss. Code Ann. § 77-3-725' }),
  ]),
  MO: federalOnly('Missouri'),
  MT: federalOnly('Montana'),
  NE: row('Nebraska', REVIEW, [
    version({
      hours: week('08:00-21:00', { 0: '13:00-21:00' }),
      citation:
        'Neb. Admin. Code tit. 291 ch. 11 § 3 (as cited by a third-party summary, clickpointsoftware.com)',
      confidence: 'unverified',
      note: 'Reported for prerecorded messages on Sundays and legal holidays; the holiday hours are not modelled.',
    }),
  ]),
  NV: row('Nevada', REVIEW, [
    version({ hours: week('09:00-20:00'), citation: SUMMARY, confidence: 'unverified' }),
  ]),
  NH: federalOnly('New Hampshire'),
  NJ: federalOnly('New Jersey'),
  NM: row('New Mexico', REVIEW, [
    version({ hours: week('09:00-21:00'), citation: SUMMARY, confidence: 'unverified' }),
  ]),
  NY: federalOnly('New York'),
  NC: federalOnly('North Carolina'),
  ND: federalOnly('North Dakota'),
  OH: federalOnly('Ohio'),
  OK: row('Oklahoma', FIRST_REVIEW, [
    version({
      hours: week('08:00-20:00'),
      maxCallsPer24h: 3,
      citation: 'Okla. Stat. tit. 15 § 775C.4 (Telephone Solicitation Act of 2022)',
    }),
  ]),
  OR: federalOnly('Oregon'),
  PA: row('Pennsylvania', REVIEW, [
    version({
      until: '2019-12-02',
      hours: week('08:00-21:00', { 0: '13:30-21:00' }),
      citation: '73 P.S. § 2245.2 (Pennsylvania Telemarketer Registration Act)',
    }),
    version({
      from: '2019-12-03',
      until: '2026-10-17',
      hours: week('08:00-21:00', { 0: '13:30-21:00' }),
      closedOnStateHolidays: true,
      citation: '73 P.S. § 2245.2; legal holidays: Act 73 of 2019, 73 P.S. § 2245(a)(10)',
    }),
    version({
      from: '2026-10-18',
      hours: week('08:00-21:00', { 0: null }),
      closedOnStateHolidays: true,
      citation:
        '73 P.S. § 2245(a)(10); no Sunday calls: a Senate bill reported by a third-party tool, enactment not confirmed',
      confidence: 'unverified',
    }),
  ]),
  RI: row('Rhode Island', FIRST_REVIEW, [
    version({
      hours: week('09:00-18:00', { 6: '10:00-17:00', 0: null }),
      closedOnStateHolidays: true,
      citation: 'R.I. Gen. Laws § 5-61-3.4',
    }),
  ]),
  SC: federalOnly('South Carolina'),
  SD: federalOnly('South Dakota'),
  TN: federalOnly('Tennessee'),
  TX: row('Texas', FIRST_REVIEW, [
    version({
      hours: week('09:00-21:00', { 0: '12:00-21:00' }),
      citation: 'Tex. Bus. & Com. Code § 301.051',
    }),
  ]),
  UT: row('Utah', FIRST_REVIEW, [
    version({
      hours: week('08:00-21:00', { 0: null }),
      closedOnStateHolidays: true,
      citation: 'Utah Code § 13-25a-103',
    }),
  ]),
  VT: federalOnly('Vermont'),
  VA: federalOnly('Virginia'),
  WA: row('Washington', FIRST_REVIEW, [
    version({ hours: week('08:00-20:00'), citation: 'Rev. Code Wash. § 80.36.390' }),
  ]),
  WV: federalOnly('West Virginia'),
  WI: federalOnly('Wisconsin'),
  WY: federalOnly('Wyoming'),
};

/** Consent of every party to record a call (the recording notice is on every recorded call). */
const ALL_PARTY_RECORDING: Record<string, string> = {
  CA: 'Cal. Penal Code § 632',
  CT: 'Conn. Gen. Stat. § 52-570d',
  FL: 'Fla. Stat. § 934.03',
  IL: '720 ILCS 5/14-2',
  MD: 'Md. Code, Cts. & Jud. Proc. § 10-402',
  MA: 'Mass. Gen. Laws ch. 272 § 99',
  MT: 'Mont. Code Ann. § 45-8-213',
  NV: 'Nev. Rev. Stat. § 200.620',
  NH: 'N.H. Rev. Stat. § 570-A:2',
  PA: '18 Pa. C.S. § 5704',
  WA: 'Rev. Code Wash. § 9.73.030',
};

function withRecordingFacts(rows: Record<string, Jurisdiction>): Record<string, Jurisdiction> {
  return Object.fromEntries(
    Object.entries(rows).map(([code, jurisdiction]) => {
      const citation = ALL_PARTY_RECORDING[code];
      const fact: RuleFact = citation
        ? { text: 'every party must consent to recording', citation, confidence: 'unverified' }
        : null;
      return [code, { ...jurisdiction, allPartyRecordingConsent: fact }];
    }),
  );
}

export const RULE_TABLE: Readonly<Record<string, Jurisdiction>> = withRecordingFacts(ROWS);
