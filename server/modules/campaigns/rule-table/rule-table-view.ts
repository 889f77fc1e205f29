import type { JurisdictionView, RuleVersionView } from '../../../../shared/dialer/rule-table-view';
import { type Jurisdiction, RULE_TABLE, type RuleVersion } from '../policy/state-rule-table';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clock = (minute: number) =>
  `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;

/** "Mon–Sat 8:00–21:00; Sun closed": runs of weekdays (Monday first) with the same hours. */
export function hoursText(hours: RuleVersion['hours']): string {
  const runs: { first: number; last: number; text: string }[] = [];
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    const span = hours[day];
    const text = span ? `${clock(span.start)}–${clock(span.end)}` : 'closed';
    const run = runs.at(-1);
    if (run && run.text === text) run.last = day;
    else runs.push({ first: day, last: day, text });
  }
  return runs
    .map((r) => `${DAYS[r.first]}${r.first === r.last ? '' : `–${DAYS[r.last]}`} ${r.text}`)
    .join('; ');
}

function datesText(v: RuleVersion): string {
  if (!v.from && !v.until) return 'in force';
  if (!v.from) return `until ${v.until}`;
  return v.until ? `${v.from} to ${v.until}` : `from ${v.from}`;
}

function versionView(v: RuleVersion): RuleVersionView {
  const rules = [
    hoursText(v.hours),
    v.closedOnStateHolidays ? 'closed on state holidays' : null,
    v.maxCallsPer24h ? `at most ${v.maxCallsPer24h} per 24 h` : null,
  ].filter(Boolean);
  return {
    dates: datesText(v),
    rules: rules.join(', '),
    unverified: v.confidence === 'unverified',
    source: v.citation,
    note: v.note ?? null,
  };
}

function jurisdictionView(code: string, row: Jurisdiction): JurisdictionView {
  const recording = row.allPartyRecordingConsent;
  return {
    code,
    name: row.name,
    asOf: row.asOf,
    versions: row.versions.map(versionView),
    recording: recording ? `all parties (unverified; ${recording.citation})` : null,
  };
}

/** The rule table as people read it (Settings → Compliance and docs/compliance.md). */
export function ruleTableView(): JurisdictionView[] {
  return Object.entries(RULE_TABLE)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, row]) => jurisdictionView(code, row));
}
