import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../server/mail/mailer';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { checkStormAlerts } from '../../../server/modules/storm/alerts/storm-alerts.job';
import { type SignedIn, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { NCEI_2026, uploadHailFile } from './hail-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
const near = await signedInUser(ctx, 'near');
const few = await signedInUser(ctx, 'few');
const sent: MailMessage[] = [];
const deps = { ...ctx, mailer: { send: async (message: MailMessage) => void sent.push(message) } };

async function contactsAt(who: SignedIn, zip: string, count: number, from: number) {
  const rows = Array.from({ length: count }, (_, i) => `+1214555${from + i},Owner${i},${zip}`);
  const result = await importContactsCsv(ctx, {
    accountId: who.user.accountId,
    fileName: 'area.csv',
    bytes: Buffer.from(`phone,first_name,zip\n${rows.join('\n')}\n`),
  });
  if (!result.ok) throw new Error(result.message);
}

async function importFixture(): Promise<string> {
  const response = await uploadHailFile(url, admin.cookie, NCEI_2026);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('storm alerts after a hail import', () => {
  it('alerts an account with 25+ contacts near 1" hail once per storm, with one e-mail to its owner', async () => {
    // 75093's centroid is 6.6 mi from the 1.75" Plano report (episode 190001).
    await contactsAt(near, '75093', 30, 1000);
    await contactsAt(few, '75093', 24, 2000);
    const importId = await importFixture();
    await checkStormAlerts(deps, { importId });
    const message =
      '1.75" hail near Plano, TX on May 20 — 30 of your contacts are inside the area. Build a call list';
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: near.user.email });
    expect(sent[0]!.text).toContain(message);
    expect((await near.caller.storm.alerts()).map((a) => a.message)).toEqual([message]);
    expect(await few.caller.storm.alerts()).toEqual([]);

    // The same job again, and a re-import of the file: still one alert, one e-mail.
    await checkStormAlerts(deps, { importId });
    await checkStormAlerts(deps, { importId: await importFixture() });
    expect(sent).toHaveLength(1);
    const rows = await ctx.db
      .selectFrom('storm_alerts')
      .select(['storm_key', 'account_id'])
      .execute();
    expect(rows).toEqual([{ storm_key: 'ncei-episode-190001', account_id: near.user.accountId }]);
  });

  it('hides a dismissed alert from the dashboard', async () => {
    const [alert] = await near.caller.storm.alerts();
    await few.caller.storm.dismissAlert({ alertId: alert!.id });
    expect(await near.caller.storm.alerts()).toHaveLength(1);
    await near.caller.storm.dismissAlert({ alertId: alert!.id });
    expect(await near.caller.storm.alerts()).toEqual([]);
  });
});
