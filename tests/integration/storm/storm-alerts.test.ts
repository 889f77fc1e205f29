import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../server/mail/mailer';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { checkStormAlerts } from '../../../server/modules/storm/alerts/storm-alerts.job';
import { type SignedIn, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { NCEI_2026, SPC_260520, spcFile, uploadHailFile } from './hail-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
const near = await signedInUser(ctx, 'near');
const few = await signedInUser(ctx, 'few');
const sent: MailMessage[] = [];
const deps = { ...ctx, mailer: { send: async (message: MailMessage) => void sent.push(message) } };

/** The day after the fixtures' storm of May 20, 2026 (reports 21:45Z and 22:02Z). */
const NEXT_DAY = new Date('2026-05-21T12:00:00Z');

async function contactsAt(who: SignedIn, zip: string, count: number, from: number) {
  const rows = Array.from({ length: count }, (_, i) => `+1214555${from + i},Owner${i},${zip}`);
  const result = await importContactsCsv(ctx, {
    accountId: who.user.accountId,
    fileName: 'area.csv',
    bytes: Buffer.from(`phone,first_name,zip\n${rows.join('\n')}\n`),
  });
  if (!result.ok) throw new Error(result.message);
}

async function importFile(fileName: string, body?: Buffer): Promise<string> {
  const response = await uploadHailFile(url, admin.cookie, fileName, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const alertRows = () =>
  ctx.db
    .selectFrom('storm_alerts')
    .select([sql<string>`storm_day::text`.as('day'), 'account_id'])
    .orderBy('created_at')
    .execute();

describe('storm alerts after a hail import', () => {
  it('alerts nobody for a storm older than 3 days (the import only updates searches)', async () => {
    // 75093's centroid is 6.6 mi from the 1.75" Plano report.
    await contactsAt(near, '75093', 32, 1000);
    await contactsAt(few, '75093', 24, 2000);
    // Two of near's numbers were already reached: the alert counts 30, as the list will.
    await sql`update contacts set status = 'Answered'
      where account_id = ${near.user.accountId} and first_name in ('Owner0', 'Owner1')`.execute(
      ctx.db,
    );
    const importId = await importFile(NCEI_2026);
    await checkStormAlerts(deps, { importId }, new Date('2026-05-24T00:00:00Z'));
    await checkStormAlerts(deps, { importId }, new Date('2026-11-27T12:00:00Z'));
    expect(sent).toEqual([]);
    expect(await alertRows()).toEqual([]);
  });

  it('alerts an account with 25+ callable contacts once, with the year and the list’s own count', async () => {
    const importId = await importFile(NCEI_2026);
    await checkStormAlerts(deps, { importId }, NEXT_DAY);
    const message =
      '1.75" hail near Plano, TX on May 20, 2026 — 30 of your contacts inside the area can be called. Build a call list';
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: near.user.email,
      subject: 'Hail near Plano, TX on May 20, 2026: 30 of your contacts can be called',
    });
    expect(sent[0]!.text).toContain(message);
    const [alert] = await near.caller.storm.alerts();
    expect(alert!.message).toBe(message);
    expect(sent[0]!.text).toContain(
      `/dashboard/storm-data?address=33.0198%2C-96.6989&radius=10&from=2026-05-20&to=2026-05-20&event=${alert!.storm.eventId}`,
    );
    const preview = await near.caller.storm.previewStormList({
      address: alert!.storm.address,
      radiusMiles: alert!.storm.radiusMiles,
      eventId: alert!.storm.eventId,
    });
    expect([preview.count, preview.skipped.answeredOrCompleted]).toEqual([30, 2]);
    expect(await few.caller.storm.alerts()).toEqual([]);
  });

  it('sends one alert per storm day and 25-mile cluster, NCEI and SPC merged', async () => {
    // Same-day SPC reports: Plano (the NCEI report's twin) and Mesquite, 18 mi away at 01:30Z
    // (convective day May 20): the storm already alerted.
    await checkStormAlerts(deps, { importId: await importFile(SPC_260520) }, NEXT_DAY);
    await checkStormAlerts(deps, { importId: await importFile(NCEI_2026) }, NEXT_DAY);
    // A later report of that day, larger, 5 mi from Plano: the storm's largest report changes,
    // the storm does not.
    const larger = spcFile([['2300', '200', 'Richardson', 'Dallas', 'TX', '32.95', '-96.73', 'x']]);
    await checkStormAlerts(deps, { importId: await importFile(SPC_260520, larger) }, NEXT_DAY);
    expect(sent).toHaveLength(1);
    // The next day, hail at the same place: another storm.
    const nextDay = spcFile([['2100', '150', 'Plano', 'Collin', 'TX', '33.03', '-96.71', 'x']]);
    const importId = await importFile('260521_rpts_hail.csv', nextDay);
    await checkStormAlerts(deps, { importId }, new Date('2026-05-22T12:00:00Z'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toBe(
      'Hail near Plano, TX on May 21, 2026: 30 of your contacts can be called',
    );
    expect(await alertRows()).toEqual([
      { day: '2026-05-20', account_id: near.user.accountId },
      { day: '2026-05-21', account_id: near.user.accountId },
    ]);
  });

  it('hides a dismissed alert from the dashboard', async () => {
    const [alert] = await near.caller.storm.alerts();
    await few.caller.storm.dismissAlert({ alertId: alert!.id });
    expect(await near.caller.storm.alerts()).toHaveLength(2);
    await near.caller.storm.dismissAlert({ alertId: alert!.id });
    expect(await near.caller.storm.alerts()).toHaveLength(1);
  });

  it('alerts for hail of exactly 1 inch (at least 1 inch, not more than 1)', async () => {
    const before = sent.length;
    const exact = spcFile([['2100', '100', 'Plano', 'Collin', 'TX', '33.03', '-96.71', 'x']]);
    const importId = await importFile('260523_rpts_hail.csv', exact);
    await checkStormAlerts(deps, { importId }, new Date('2026-05-24T12:00:00Z'));
    expect(sent.slice(before).map((message) => message.subject)).toEqual([
      'Hail near Plano, TX on May 23, 2026: 30 of your contacts can be called',
    ]);
  });
});
