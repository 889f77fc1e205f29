import { describe, expect, it } from 'vitest';
import { AUTO_TAGS, LEADS_MESSAGES } from '../../../shared/leads/pipeline';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { contactNumber, importList, realModeAccount } from '../real-calls/real-call-fixtures';
import { dialEveryoneOnce, startRetellWorld } from '../real-calls/retell-world';

const KEY = 'retell-pipeline-key';
const { fake, ctx, url } = await startRetellWorld(KEY);

type Caller = Awaited<ReturnType<typeof signedInUser>>['caller'];
const byPhone = async (caller: Caller) => {
  const page = await caller.leads.page({});
  return new Map(page.rows.map((row) => [row.phoneNumber, row]));
};

/** The stage counts as the page shows them, and as the contacts themselves say. */
async function countsAgree(caller: Caller, accountId: string) {
  const shown = await caller.leads.stageCounts({});
  const rows = await ctx.db
    .selectFrom('contacts')
    .select(['stage', (eb) => eb.fn.countAll<string>().as('n')])
    .where('account_id', '=', accountId)
    .groupBy('stage')
    .execute();
  const actual = new Map(rows.map((r) => [r.stage, Number(r.n)]));
  expect(shown.map((s) => [s.stage, s.count])).toEqual(
    shown.map((s) => [s.stage, actual.get(s.stage) ?? 0]),
  );
  return new Map(shown.map((s) => [s.stage, s.count]));
}

describe('tags and the pipeline', () => {
  it('outcomes and call fields move contacts and tag them; Do Not Call mirrors the list', async () => {
    const a = await realModeAccount(ctx, fake, url, 'pipeline', KEY);
    const list = await importList(ctx, a.user.accountId, 5);
    fake.scenarios.set(contactNumber(1), 'booking');
    fake.scenarios.set(contactNumber(2), 'conversation');
    fake.scenarios.set(contactNumber(3), 'no-answer');
    fake.scenarios.set(contactNumber(4), 'opt-out');
    fake.scenarios.set(contactNumber(5), 'conversation');
    await dialEveryoneOnce(ctx, a.caller, list.id);

    const leads = await byPhone(a.caller);
    expect(leads.get(contactNumber(1))).toMatchObject({
      stage: 'Appointment',
      tags: [AUTO_TAGS.booked, AUTO_TAGS.hotLead],
    });
    expect(leads.get(contactNumber(2))).toMatchObject({
      stage: 'Lost',
      tags: [AUTO_TAGS.notInterested],
    });
    // Nobody answered: no conversation, so the contact stays New.
    expect(leads.get(contactNumber(3))).toMatchObject({ stage: 'New', tags: [] });
    expect(leads.get(contactNumber(4))!.tags).toContain(AUTO_TAGS.doNotCall);
    const counts = await countsAgree(a.caller, a.user.accountId);
    expect(counts.get('Appointment')).toBe(1);

    // Filters: stage, a stored tag, the mirrored Do Not Call tag, search by digits.
    const ids = async (filters: object) =>
      (await a.caller.leads.page({ filters })).rows.map((r) => r.phoneNumber);
    expect(await ids({ stage: 'Appointment' })).toEqual([contactNumber(1)]);
    expect(await ids({ tag: AUTO_TAGS.hotLead })).toEqual([contactNumber(1)]);
    expect(await ids({ tag: AUTO_TAGS.doNotCall })).toEqual([contactNumber(4)]);
    expect(await ids({ search: contactNumber(3).slice(-7) })).toEqual([contactNumber(3)]);

    // The pipeline export: the Leads page's filter, newest first, with the last call's facts.
    const exported = async (query: string) => {
      const res = await fetch(`${url}/api/leads/export.csv?${query}`, {
        headers: { cookie: a.cookie },
      });
      expect(res.status).toBe(200);
      return (await res.text()).split('\r\n').slice(0, -1);
    };
    const [header, ...booked] = await exported('stage=Appointment&timeZone=America%2FChicago');
    expect(header).toBe(
      'First Name,Last Name,Phone Number,Email,Address,City,State,ZIP,List,Stage,Tags,Call Status,' +
        'Last Outcome,Last Call,Last Call Summary,' +
        'Appointment booked,Roof damage reported,Insurance claim filed,Roof age (years),' +
        'Callback requested,Other Call Fields,Appointment,Appointment Status,' +
        'Hail Size (radar estimate),Other Contact Fields,' +
        'consent',
    );
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatch(
      new RegExp(
        `^Name1,,\\${contactNumber(1)},,,City1,,,contacts,Appointment,Booked; Hot lead,Completed,Completed,"[^"]+",Booked a roof inspection\\.,Yes,Yes,yes,14,,,,,,,yes$`,
      ),
    );
    const hot = await exported(`tag=${encodeURIComponent(AUTO_TAGS.hotLead)}`);
    expect(hot.slice(1).map((line) => line.split(',')[2])).toEqual([contactNumber(1)]);
    const everyone = await exported('');
    expect(everyone).toHaveLength(6);
    const refused = await fetch(`${url}/api/leads/export.csv?stage=Maybe`, {
      headers: { cookie: a.cookie },
    });
    expect(refused.status).toBe(400);

    // Do Not Call is never stored: off the list, the tag is gone.
    const optedOut = leads.get(contactNumber(4))!;
    await a.caller.doNotCall.removeContact({
      contactId: optedOut.id,
      reason: 'Called us back and asked for an inspection',
    });
    expect((await byPhone(a.caller)).get(contactNumber(4))!.tags).not.toContain(
      AUTO_TAGS.doNotCall,
    );
    const stored = await ctx.db.selectFrom('contact_tags').select('tag').execute();
    expect(stored.map((t) => t.tag)).not.toContain(AUTO_TAGS.doNotCall);
  });

  it('moves and tags contacts by hand, in bulk, only within the account', async () => {
    const a = await signedInUser(ctx, 'by-hand');
    const other = await signedInUser(ctx, 'other');
    const list = await importList(ctx, a.user.accountId, 3);
    const theirs = await importList(ctx, other.user.accountId, 1);
    const [first, second, third] = (await a.caller.leads.page({})).rows.map((r) => r.id);
    const foreign = (await other.caller.leads.page({})).rows[0]!.id;

    expect(
      await a.caller.leads.moveStage({ contactIds: [first!, second!, foreign], stage: 'Won' }),
    ).toBe(2);
    expect(await a.caller.leads.moveStage({ contactIds: [second!], stage: 'Interested' })).toBe(1);
    await a.caller.leads.addTag({ contactIds: [first!, third!, foreign], tag: 'Storm 11/20' });
    await a.caller.leads.removeTag({ contactIds: [third!], tag: 'Storm 11/20' });

    const rows = new Map((await a.caller.leads.page({})).rows.map((r) => [r.id, r]));
    expect(rows.get(first!)).toMatchObject({ stage: 'Won', tags: ['Storm 11/20'] });
    expect(rows.get(second!)).toMatchObject({ stage: 'Interested', tags: [] });
    expect(rows.get(third!)).toMatchObject({ stage: 'New', tags: [] });
    expect((await other.caller.leads.page({})).rows[0]).toMatchObject({ stage: 'New', tags: [] });
    const foreignTags = await ctx.db
      .selectFrom('contact_tags')
      .select('tag')
      .where('contact_id', '=', foreign)
      .execute();
    expect(foreignTags).toEqual([]);
    expect(await a.caller.leads.tagChoices()).toContain('Storm 11/20');
    const counts = await countsAgree(a.caller, a.user.accountId);
    expect([counts.get('New'), counts.get('Won'), counts.get('Interested')]).toEqual([1, 1, 1]);
    const filtered = await a.caller.leads.stageCounts({ filters: { tag: 'Storm 11/20' } });
    expect(filtered.find((s) => s.stage === 'Won')!.count).toBe(1);

    await expect(
      a.caller.leads.addTag({ contactIds: [first!], tag: AUTO_TAGS.doNotCall }),
    ).rejects.toThrow(LEADS_MESSAGES.doNotCallTag);
    await expect(a.caller.leads.moveStage({ contactIds: [], stage: 'Won' })).rejects.toThrow(
      LEADS_MESSAGES.noContacts,
    );

    // Deleting a list takes its contacts out of the counts.
    await a.caller.contacts.delete({ listId: list.id });
    const after = await countsAgree(a.caller, a.user.accountId);
    expect([...after.values()].every((n) => n === 0)).toBe(true);
    expect(theirs.id).toBeTruthy();
  });
});
