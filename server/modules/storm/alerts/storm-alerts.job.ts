import escapeHtml from 'escape-html';
import type { StormFacts } from '../../../../shared/storm/storm-facts';
import { stormCityOf } from '../../../../shared/storm/storm-facts';
import type { AppDeps } from '../../../deps';
import type { JobPayload } from '../../../queue/jobs';
import { zipsInCircle } from '../geo/zips-in-circle';
import { localDate } from '../hail-search.service';
import {
  accountsWithContactsIn,
  insertAlertOnce,
  markEmailed,
  ownerEmailOf,
  reportsOfImport,
} from './storm-alerts.repository';
import { type Storm, stormsOf } from './storm-clusters';

/** Hail of at least this size within ALERT_MILES of at least ALERT_MIN_CONTACTS contacts alerts. */
export const ALERT_MIN_INCHES = 1;
export const ALERT_MILES = 10;
export const ALERT_MIN_CONTACTS = 25;

const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** The issue's text: '1.75" hail near Plano, TX on Nov 20 — 214 of your contacts are inside the area. Build a call list' */
export function alertMessage(storm: StormFacts, contacts: number): string {
  const [, month, day] = storm.date.split('-').map(Number);
  const date = `${SHORT_MONTHS[(month ?? 1) - 1]} ${day}`;
  return `${storm.sizeInches}" hail near ${storm.city} on ${date} — ${contacts} of your contacts are inside the area. Build a call list`;
}

/** The storm's largest report stands for it (its place, date and size). */
function factsOf(storm: Storm): StormFacts {
  const top = storm.reports.reduce((a, b) => (Number(b.size_in) > Number(a.size_in) ? b : a));
  return {
    eventId: top.id,
    date: localDate(top),
    sizeInches: Number(top.size_in),
    city: stormCityOf(top.place, top.state),
    center: { lat: top.lat, lon: top.lon },
    radiusMiles: ALERT_MILES,
    address: `${top.lat},${top.lon}`,
  };
}

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>;

async function alertAccount(deps: Deps, storm: Storm, account: { account_id: string; n: number }) {
  const facts = factsOf(storm);
  const message = alertMessage(facts, account.n);
  const alertId = await insertAlertOnce(deps.db, {
    accountId: account.account_id,
    stormKey: storm.key,
    storm: JSON.stringify(facts),
    contacts: account.n,
    message,
  });
  if (!alertId) return;
  const to = await ownerEmailOf(deps.db, account.account_id);
  if (!to) return;
  const link = `${deps.config.http.appUrl}/dashboard/storm-data`;
  await deps.mailer.send({
    to,
    subject: `Hail near ${facts.city}: ${account.n} of your contacts are inside the area`,
    text: `${message}: ${link}\n`,
    html: `<p>${escapeHtml(message)}: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  });
  await markEmailed(deps.db, alertId, to);
}

/**
 * After an import: each storm among its new reports of 1" or more, and each account with at
 * least 25 contacts within 10 miles of one of them, gets one alert (a notice and one e-mail to
 * its owner), never twice for the same storm. Contacts are placed by their ZIP's centroid.
 */
export async function checkStormAlerts(deps: Deps, payload: JobPayload<'storm-alerts'>) {
  const reports = await reportsOfImport(deps.db, payload.importId, ALERT_MIN_INCHES);
  for (const storm of stormsOf(reports)) {
    const zips = new Set<string>();
    for (const report of storm.reports) {
      for (const zip of zipsInCircle({
        lat: report.lat,
        lon: report.lon,
        radiusMiles: ALERT_MILES,
      }))
        zips.add(zip);
    }
    if (zips.size === 0) continue;
    const accounts = await accountsWithContactsIn(deps.db, [...zips], ALERT_MIN_CONTACTS);
    for (const account of accounts) await alertAccount(deps, storm, account);
  }
}
