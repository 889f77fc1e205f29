import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readDevMailbox } from '../../../server/mail/dev-mailer';
import type { MailMessage } from '../../../server/mail/mailer';
import { addOutcomesToRollups } from '../../../server/modules/call-logs/call-rollups.repository';
import { reportWeekAt } from '../../../server/modules/weekly-report/report-week';
import { sendDueWeeklyReports } from '../../../server/modules/weekly-report/weekly-report.job';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { Browser, GOOD_PASSWORD, uniqueEmail } from '../auth/auth-browser';
import { firstContactId, insertCall } from '../call-logs/call-log-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const sent: MailMessage[] = [];
const deps = { ...ctx, mailer: { send: async (message: MailMessage) => void sent.push(message) } };

const HOUR = 3_600_000;
// The last complete week in Chicago at the real time, so the CSV route (real clock) reports it too.
const week = reportWeekAt(new Date(), 'America/Chicago');
const mondayAt = (hourUtcOffset: number) => new Date(week.to.getTime() + hourUtcOffset * HOUR);
// Monday 0:00 in Chicago is 6:00 UTC in winter, 5:00 in summer: 8:00 local is 8 h after week.to.
const CHICAGO_8AM = mondayAt(8);
const LOS_ANGELES_8AM = mondayAt(10);

async function addMember(accountId: string, optedIn: boolean) {
  return ctx.db
    .insertInto('users')
    .values({
      account_id: accountId,
      role: 'member',
      email: `member-${randomUUID().slice(0, 8)}@example.test`,
      name: 'Member',
      password_hash: 'not-a-real-hash',
      weekly_report: optedIn,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

/** What the outcome path does for ended calls: Analytics' rollups, funnel included. */
const rollUp = (ids: string[]) =>
  ctx.db.transaction().execute((trx) => addOutcomesToRollups(trx, ids));

type Seed = { at: Date; outcome: 'Completed' | 'Answered' | 'Dial No Answer'; cents: number };

async function seedAccount(label: string, zone: string, calls: Seed[], provider: string) {
  const owner = await signedInUser(ctx, label);
  const { accountId } = owner.user;
  await ctx.db
    .updateTable('accounts')
    .set({ time_zone: zone })
    .where('id', '=', accountId)
    .execute();
  await ctx.db
    .updateTable('users')
    .set({ weekly_report: true })
    .where('id', '=', owner.user.id)
    .execute();
  const agent = await owner.caller.agents.create({ agent: { name: `${label} agent` } });
  const list = await importList(ctx, accountId, 1);
  await ctx.db
    .updateTable('contact_lists')
    .set({ name: `${label} hail list` })
    .where('id', '=', list.id)
    .execute();
  const contactId = await firstContactId(ctx, list.id);
  const ids: string[] = [];
  for (const call of calls) {
    ids.push(
      await insertCall(ctx, accountId, {
        listId: list.id,
        contactId,
        attempt: ids.length + 1,
        outcome: call.outcome,
        provider,
        voiceAgentId: agent.id,
        startedAt: call.at,
        endedAt: new Date(call.at.getTime() + 60_000),
        durationMs: 60_000,
        costCents: call.cents,
      }),
    );
  }
  await rollUp(ids);
  return { owner, ids, contactId };
}

const inWeek = (hours: number) => new Date(week.from.getTime() + hours * HOUR);
const inPreviousWeek = (hours: number) => new Date(week.previousFrom.getTime() + hours * HOUR);

// Account A (Chicago, real calls): this week 3 calls (45 ¢, one booked) and one simulated call
// that does not count; the week before 1 call (20 ¢).
const a = await seedAccount(
  'Alpha',
  'America/Chicago',
  [
    { at: inWeek(30), outcome: 'Completed', cents: 30 },
    { at: inWeek(40), outcome: 'Answered', cents: 10 },
    { at: inWeek(50), outcome: 'Dial No Answer', cents: 5 },
    { at: inPreviousWeek(30), outcome: 'Completed', cents: 20 },
  ],
  'retell',
);
await insertCall(ctx, a.owner.user.accountId, {
  outcome: 'Completed',
  provider: 'simulated',
  startedAt: inWeek(60),
  endedAt: inWeek(61),
}).then((id) => rollUp([id]));
await ctx.db
  .insertInto('appointments')
  .values({
    account_id: a.owner.user.accountId,
    source: 'app',
    status: 'confirmed',
    title: 'Roof inspection',
    client_name: 'Booked homeowner',
    start_time: inWeek(100),
    end_time: inWeek(101),
    call_id: a.ids[0]!,
    contact_id: a.contactId,
  })
  .execute();
const memberIn = await addMember(a.owner.user.accountId, true);
const memberOut = await addMember(a.owner.user.accountId, false);
// Account Z (Los Angeles, simulated calls only): 7 calls this week.
const z = await seedAccount(
  'Zulu',
  'America/Los_Angeles',
  Array.from({ length: 7 }, (_, i) => ({
    at: inWeek(40 + i),
    outcome: 'Completed' as const,
    cents: 0,
  })),
  'simulated',
);

const mailTo = (email: string) => sent.filter((m) => m.to === email);

describe('weekly report job', () => {
  it("sends nothing before Monday 8:00 in the account's zone", async () => {
    expect(await sendDueWeeklyReports(deps, new Date(CHICAGO_8AM.getTime() - 1000))).toBe(0);
    expect(sent).toEqual([]);
  });

  it('sends each opted-in member once at Monday 8:00, and nothing again after a restart', async () => {
    expect(await sendDueWeeklyReports(deps, CHICAGO_8AM)).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual([a.owner.user.email, memberIn.email].sort());
    // A restart: a fresh handler run (new deps, same database) an hour later sends nothing.
    const restarted = { ...ctx, mailer: deps.mailer };
    expect(await sendDueWeeklyReports(restarted, mondayAt(9))).toBe(0);
    expect(await sendDueWeeklyReports(deps, mondayAt(9))).toBe(0);
    expect(mailTo(memberOut.email)).toEqual([]);
    const rows = await ctx.db
      .selectFrom('weekly_report_sends')
      .select(['user_id', sql<string>`week_start::text`.as('week_start')])
      .where('account_id', '=', a.owner.user.accountId)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.week_start === week.weekStart)).toBe(true);
  });

  it("reports the account's own figures of the week against the week before", () => {
    const [mail] = mailTo(a.owner.user.email);
    expect(mail!.subject).toBe(
      `Your StormDialer week: ${week.weekStart} to ${mail!.subject.slice(-10)}`,
    );
    expect(mail!.text).toContain('Calls: 3 (week before 1, up 2)');
    expect(mail!.text).toContain('Connects: 2 (week before 1, up 1)');
    expect(mail!.text).toContain('Bookings: 1 (week before 0, up 1)');
    expect(mail!.text).toContain('Cost: $0.45 (week before $0.20, up $0.25)');
    expect(mail!.text).toContain('Best list: Alpha hail list (1 bookings, 2 connects, 3 calls)');
    expect(mail!.text).toContain('Best agent: Alpha agent (1 bookings, 2 connects, 3 calls)');
    expect(mail!.text).toMatch(/See it in Analytics: http\S+\/dashboard\/analytics\n/);
    expect(mail!.text).not.toContain('simulated');
    expect(mail!.text).not.toContain('Zulu');
  });

  it("sends another zone's account at its own Monday 8:00, labelled simulated", async () => {
    expect(mailTo(z.owner.user.email)).toEqual([]);
    expect(await sendDueWeeklyReports(deps, new Date(LOS_ANGELES_8AM.getTime() - 1000))).toBe(0);
    expect(await sendDueWeeklyReports(deps, LOS_ANGELES_8AM)).toBe(1);
    const [mail] = mailTo(z.owner.user.email);
    expect(mail!.text).toContain('Includes simulated calls: the account has no real calls yet.');
    expect(mail!.text).toContain('Calls: 7 (week before 0, up 7)');
    expect(mail!.text).toContain('Best list: Zulu hail list');
    expect(mail!.text).not.toContain('Alpha');
  });

  it('downloads the same report as CSV, scoped to the signed-in account', async () => {
    const res = await fetch(`${url}/api/weekly-report/report.csv`, {
      headers: { cookie: a.owner.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const csv = Papa.parse<string[]>(await res.text(), { skipEmptyLines: true }).data;
    const mail = mailTo(a.owner.user.email)[0]!;
    for (const [label, current, previous, change] of csv.slice(1, 8)) {
      expect(mail.text).toContain(`${label}: ${current} (week before ${previous}, ${change})`);
    }
    expect(csv).toContainEqual(['Calls', '3', '1', 'up 2']);
    expect(mail.text).toContain(`Best list: ${csv.find((row) => row[0] === 'Best list')![1]}`);
    const zulu = await fetch(`${url}/api/weekly-report/report.csv`, {
      headers: { cookie: z.owner.cookie },
    });
    expect(await zulu.text()).toContain('Calls,7,0,up 7');
  });

  const optedIn = async (id: string) =>
    (
      await ctx.db
        .selectFrom('users')
        .select('weekly_report')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).weekly_report;

  it('the link opened (GET, as mail scanners do) only asks; its button unsubscribes without sign-in, and the next week sends nothing to them', async () => {
    const mail = mailTo(memberIn.email)[0]!;
    const link = /Unsubscribe from the weekly report: (\S+)/.exec(mail.text)![1]!;
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${link}>`);
    const { pathname, search } = new URL(link);
    const bad = await fetch(`${url}${pathname}${search.slice(0, -3)}abc`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('This unsubscribe link is not valid.');
    const badPost = await fetch(`${url}${pathname}${search.slice(0, -3)}abc`, { method: 'POST' });
    expect(badPost.status).toBe(400);

    const opened = await fetch(`${url}${pathname}${search}`);
    expect(opened.status).toBe(200);
    const confirm = await opened.text();
    expect(confirm).toContain(
      '<p>Stop receiving the weekly report from StormDialer at this address?</p>',
    );
    expect(confirm).not.toContain('You will no longer receive');
    expect(await optedIn(memberIn.id)).toBe(true);
    const action =
      /<form method="post" action="([^"]+)"><button type="submit">Unsubscribe<\/button>/
        .exec(confirm)![1]!
        .replaceAll('&amp;', '&');
    expect(action).toBe(`${pathname}${search}`);

    const res = await fetch(`${url}${action}`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      'You will no longer receive the weekly report from StormDialer.',
    );
    expect(await optedIn(memberIn.id)).toBe(false);
    sent.length = 0;
    expect(await sendDueWeeklyReports(deps, mondayAt(8 + 7 * 24))).toBe(1);
    expect(sent.map((m) => m.to)).toEqual([a.owner.user.email]);
  });

  it('unsubscribes by the one-click POST mail providers send (RFC 8058)', async () => {
    const link = /Unsubscribe from the weekly report: (\S+)/.exec(
      mailTo(a.owner.user.email)[0]!.text,
    )![1]!;
    const { pathname, search } = new URL(link);
    const res = await fetch(`${url}${pathname}${search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const settings = await a.owner.caller.weeklyReport.get();
    expect(settings).toMatchObject({ timeZone: 'America/Chicago', optedIn: false });
  });
});

describe('weekly report settings', () => {
  it('keeps an IANA time zone and refuses unknown zones and offsets with a clear message', async () => {
    const { caller } = await signedInUser(ctx, 'Zone');
    expect(await caller.weeklyReport.get()).toEqual({
      timeZone: 'UTC',
      timeZoneSet: false,
      optedIn: false,
    });
    expect(await caller.weeklyReport.saveTimeZone({ timeZone: 'Europe/Berlin' })).toEqual({
      timeZone: 'Europe/Berlin',
      timeZoneSet: true,
      optedIn: false,
    });
    await expect(caller.weeklyReport.saveTimeZone({ timeZone: 'Mars/Olympus' })).rejects.toThrow(
      'Unknown time zone',
    );
    await expect(caller.weeklyReport.saveTimeZone({ timeZone: '+01:00' })).rejects.toThrow(
      'Choose a time zone by its name, such as America/Chicago',
    );
    expect((await caller.weeklyReport.setOptIn({ enabled: true })).optedIn).toBe(true);
  });

  it("a new account takes the zone the owner's browser sent at sign-up; an offset is refused with the catalogued message", async () => {
    const signUp = (timeZone: string) =>
      new Browser(url).mutation('auth.signUp', {
        name: 'Tex',
        email: uniqueEmail('zone'),
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        timeZone,
      });
    const refused = await signUp('-06:00');
    expect(refused.error?.data.fieldErrors?.timeZone).toContain(
      'Choose a time zone by its name, such as America/Chicago',
    );
    const browser = new Browser(url);
    const signedUp = await browser.mutation('auth.signUp', {
      name: 'Tex',
      email: uniqueEmail('zone'),
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      timeZone: 'America/Chicago',
    });
    expect(signedUp.error).toBeUndefined();
    // A local deployment asks for no confirmation: Settings shows no 'Email not verified'.
    expect((await browser.query('auth.emailConfirmation')).data).toEqual({ required: false });
    expect((await browser.query('weeklyReport.get')).data).toEqual({
      timeZone: 'America/Chicago',
      timeZoneSet: true,
      optedIn: false,
    });
  });

  it("adopts the owner's browser zone on the first Settings visit only; a chosen zone stays", async () => {
    const { caller } = await signedInUser(ctx, 'Adopt');
    expect(
      (await caller.weeklyReport.adoptBrowserZone({ timeZone: 'America/Denver' })).timeZone,
    ).toBe('America/Denver');
    expect((await caller.weeklyReport.adoptBrowserZone({ timeZone: 'Asia/Tokyo' })).timeZone).toBe(
      'America/Denver',
    );
    await expect(
      caller.weeklyReport.adoptBrowserZone({ timeZone: 'Mars/Olympus' }),
    ).rejects.toThrow('Unknown time zone');
    const chosen = await signedInUser(ctx, 'Chosen');
    await chosen.caller.weeklyReport.saveTimeZone({ timeZone: 'UTC' });
    expect(
      (await chosen.caller.weeklyReport.adoptBrowserZone({ timeZone: 'Asia/Tokyo' })).timeZone,
    ).toBe('UTC');
  });

  it('sends a preview to the member only, not counted as the week, at most 10 an hour', async () => {
    const { user, caller } = await signedInUser(ctx, 'Preview');
    for (let i = 0; i < 10; i++) {
      expect(await caller.weeklyReport.sendPreview()).toEqual({
        message: 'Preview sent. Check your inbox.',
      });
    }
    await expect(caller.weeklyReport.sendPreview()).rejects.toThrow(
      'Too many previews. Try again in an hour.',
    );
    const mailbox = await readDevMailbox(ctx.redis, ctx.config.redis.queuePrefix);
    const previews = mailbox.filter((mail) => mail.to === user.email);
    expect(previews).toHaveLength(10);
    expect(previews[0]!.subject).toMatch(/^\[Preview\] Your StormDialer week: /);
    const rows = await ctx.db
      .selectFrom('weekly_report_sends')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
