import { describe, expect, it } from 'vitest';
import { EXPORT_BATCH_ROWS } from '../../../server/modules/call-logs/call-log-csv';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { insertCall, insertManyCalls } from './call-log-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

async function exportCsv(cookie: string | null, query = '') {
  const res = await fetch(`${url}/api/calls/export.csv${query}`, {
    headers: cookie ? { cookie } : {},
  });
  return { res, text: await res.text() };
}

const HEADER =
  'Date & Time,Contact,Phone Number,List,Agent,Attempt,Duration,Status,Disconnection Reason,Cost,Simulated,Call ID,Consent,Do-Not-Call Checked,Local Time at Dial,State Rules,Calls to Number,' +
  'Appointment booked,Roof damage reported,Insurance claim filed,Roof age (years),Callback requested,Other Call Fields,Direction';

describe('Export Logs', () => {
  it('downloads the filtered log as CSV with dates in the viewer time zone', async () => {
    const { user, caller, cookie } = await signedInUser(ctx);
    const other = await signedInUser(ctx, 'other');
    const list = await importList(ctx, user.accountId, 1);
    const contact = await ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('list_id', '=', list.id)
      .executeTakeFirstOrThrow();
    const agent = await caller.agents.create({ agent: { name: 'Roof Pro' } });
    const campaignCall = await insertCall(ctx, user.accountId, {
      listId: list.id,
      contactId: contact.id,
      voiceAgentId: agent.id,
      outcome: 'Completed',
      startedAt: new Date('2026-11-20T15:04:00Z'),
      endedAt: new Date('2026-11-20T15:05:05Z'),
    });
    const testCall = await insertCall(ctx, user.accountId, {
      provider: 'retell',
      state: 'in-progress',
      startedAt: new Date('2026-11-21T02:30:00Z'),
      costCents: 125,
      disconnectionReason: 'user_hangup',
    });
    await insertCall(ctx, other.user.accountId, { outcome: 'Answered' });

    const { res, text } = await exportCsv(cookie, '?timeZone=America%2FChicago');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?call-logs-\d{4}-\d\d-\d\d\.csv"?$/,
    );
    expect(text.split('\r\n')).toEqual([
      HEADER,
      `"Nov 20, 2026 8:30 PM",Unknown Contact,+12145550101,,Direct Call,1,N/A,In Progress,user_hangup,$1.25,No,${testCall},,,,,,,,,,,,Outbound`,
      `"Nov 20, 2026 9:04 AM",Name1,+12142000001,contacts,Roof Pro,1,1:05,Completed,,,Yes,${campaignCall},,,,,,,,,,,,Outbound`,
      '',
    ]);

    const real = await exportCsv(cookie, '?kind=real');
    expect(
      real.text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',').at(-13)),
    ).toEqual([testCall]);

    const inbound = await exportCsv(cookie, '?direction=inbound');
    expect(inbound.text.split('\r\n').slice(1, -1)).toEqual([]);

    const filtered = await exportCsv(cookie, `?status=Completed&timeZone=UTC`);
    expect(filtered.text.split('\r\n').slice(1, -1)).toEqual([
      `"Nov 20, 2026 3:04 PM",Name1,+12142000001,contacts,Roof Pro,1,1:05,Completed,,,Yes,${campaignCall},,,,,,,,,,,,Outbound`,
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const { user, cookie } = await signedInUser(ctx);
    const hostile = ['=HYPERLINK("x")', '+SUM(A1)', '-2+3', '@cmd', '\tTAB', '\rCR'];
    for (const [i, reason] of hostile.entries()) {
      await insertCall(ctx, user.accountId, {
        outcome: 'Completed',
        startedAt: new Date(Date.UTC(2026, 10, 20, 10, i)),
        disconnectionReason: reason,
      });
    }
    const { text } = await exportCsv(cookie);
    const reasons = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',').slice(-16, -15)[0]);
    // Newest first; each starts with an apostrophe (and is quoted where CSV needs it).
    expect(reasons).toEqual([
      '"\'\rCR"',
      "'\tTAB",
      "'@cmd",
      "'-2+3",
      "'+SUM(A1)",
      '"\'=HYPERLINK(""x"")"',
    ]);
    // Phone numbers are numbers, not formulas: left as written.
    expect(text).toContain(',+12145550101,');
  });

  it('streams past one batch without losing or repeating a row', async () => {
    const { user, cookie } = await signedInUser(ctx);
    const count = EXPORT_BATCH_ROWS * 2 + 7;
    await insertManyCalls(ctx, user.accountId, count, new Date('2026-11-20T10:00:00Z'));
    const { text } = await exportCsv(cookie);
    const ids = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',').at(-13));
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });

  it('refuses the signed out and bad filters', async () => {
    const { cookie } = await signedInUser(ctx);
    const signedOut = await exportCsv(null);
    expect(signedOut.res.status).toBe(401);
    const badZone = await exportCsv(cookie, '?timeZone=Mars%2FOlympus');
    expect(badZone.res.status).toBe(400);
    expect(JSON.parse(badZone.text).error.message).toBe('Unknown time zone');
    const badRange = await exportCsv(cookie, '?from=2026-11-20T00:00:00Z&to=2026-11-19T00:00:00Z');
    expect(JSON.parse(badRange.text).error.message).toBe(
      'The start of the range must come before its end',
    );
    const badList = await exportCsv(cookie, '?listId=nope');
    expect(badList.res.status).toBe(400);
  });
});
