import escapeHtml from 'escape-html';
import { alertDate, alertMessage, stormSearchPath } from '../../../../shared/storm/storm-alert';
import type { StormFacts } from '../../../../shared/storm/storm-facts';
import { stormCityOf } from '../../../../shared/storm/storm-facts';
import type { AppDeps } from '../../../deps';
import type { JobPayload } from '../../../queue/jobs';
import { zipsInCircle } from '../geo/zips-in-circle';
import { previewStormList } from '../storm-list.service';
import {
  accountsWithContactsIn,
  insertAlertOnce,
  markEmailed,
  ownerEmailOf,
  recentDaysOfImport,
  reportsOfDays,
} from './storm-alerts.repository';
import { largestReport, STORM_CLUSTER_MILES, type Storm, stormsOf } from './storm-clusters';

/** Hail of at least this size within ALERT_MILES of at least ALERT_MIN_CONTACTS callable contacts. */
export const ALERT_MIN_INCHES = 1;
export const ALERT_MILES = 10;
export const ALERT_MIN_CONTACTS = 25;
/** Older storms update search results only: an alert is news. */
export const ALERT_MAX_AGE_DAYS = 3;

/** The storm's largest report stands for it; the alert's area is the storm list's area. */
function factsOf(storm: Storm): StormFacts {
  const top = largestReport(storm);
  return {
    eventId: top.id,
    date: top.local_date,
    sizeInches: Number(top.size_in),
    city: stormCityOf(top.place, top.state),
    center: { lat: top.lat, lon: top.lon },
    radiusMiles: ALERT_MILES,
    address: `${top.lat},${top.lon}`,
  };
}

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>;

async function alertAccount(deps: Deps, storm: Storm, accountId: string) {
  const facts = factsOf(storm);
  const listInput = { address: facts.address, radiusMiles: ALERT_MILES, eventId: facts.eventId };
  const preview = await previewStormList(deps, accountId, listInput);
  if (preview.count < ALERT_MIN_CONTACTS) return;
  const message = alertMessage(facts, preview.count);
  const alertId = await insertAlertOnce(deps.db, {
    accountId,
    stormKey: `${storm.day}-${facts.eventId}`,
    day: storm.day,
    at: facts.center,
    reports: storm.reports,
    miles: STORM_CLUSTER_MILES,
    storm: JSON.stringify(facts),
    contacts: preview.count,
    message,
  });
  if (!alertId) return;
  const to = await ownerEmailOf(deps.db, accountId);
  if (!to) return;
  const link = `${deps.config.http.appUrl}${stormSearchPath(facts)}`;
  await deps.mailer.send({
    to,
    subject: `Hail near ${facts.city} on ${alertDate(facts.date)}: ${preview.count} of your contacts can be called`,
    text: `${message}: ${link}\n`,
    html: `<p>${escapeHtml(message)}: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  });
  await markEmailed(deps.db, alertId, to);
}

/**
 * After an import: each storm (one day's reports of 1" or more within 25 miles of each other,
 * NCEI and SPC together) that the import added to and that hit within the last 3 days alerts each
 * account with at least 25 callable contacts within 10 miles of its largest report, once (a
 * notice and one e-mail to its owner). Contacts are placed by their ZIP's centroid.
 */
export async function checkStormAlerts(
  deps: Deps,
  payload: JobPayload<'storm-alerts'>,
  now = new Date(),
) {
  const since = new Date(now.getTime() - ALERT_MAX_AGE_DAYS * 86_400_000);
  const days = await recentDaysOfImport(deps.db, payload.importId, ALERT_MIN_INCHES, since);
  if (days.length === 0) return;
  const reports = await reportsOfDays(deps.db, days, ALERT_MIN_INCHES);
  for (const storm of stormsOf(reports)) {
    const latest = Math.max(...storm.reports.map((r) => new Date(r.begins_at).getTime()));
    const touched = storm.reports.some((r) => r.import_id === payload.importId);
    if (!touched || latest < since.getTime()) continue;
    const top = largestReport(storm);
    const zips = zipsInCircle({ lat: top.lat, lon: top.lon, radiusMiles: ALERT_MILES });
    if (zips.length === 0) continue;
    const accounts = await accountsWithContactsIn(deps.db, zips, ALERT_MIN_CONTACTS);
    for (const account of accounts) await alertAccount(deps, storm, account.account_id);
  }
}
