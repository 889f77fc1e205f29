import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { applyLeadRules } from '../../../server/modules/leads/lead-rules.service';
import type { CallOutcome } from '../../../shared/dialer/contact-status';
import { AUTO_TAGS } from '../../../shared/leads/pipeline';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

const FILE = [
  'phone,first_name,Last Name,Email,Street Address,City,State,Zip,Roof Age,Gate Code',
  '(214) 200-0001,Ann,Smith,ann@example.com,12 Main St,Plano,TX,75093,14,=1+2',
  '214.200.0002,Bob,Jones-Smith,,9 Elm St,Dallas,TX,75201,,',
  '+1 214 200 0003,Cy,Lee,,,Austin,TX,73301,3,',
  '12345,Dee,Invalid,,,,,,,',
].join('\n');

type Caller = Awaited<ReturnType<typeof signedInUser>>['caller'];

async function accountWithFile(name: string) {
  const signedIn = await signedInUser(ctx, name);
  const imported = await importContactsCsv(ctx, {
    accountId: signedIn.user.accountId,
    fileName: 'leads.csv',
    bytes: Buffer.from(`${FILE}\n`),
  });
  if (!imported.ok) throw new Error(imported.message);
  return { ...signedIn, listId: imported.list.id };
}

const phones = async (caller: Caller, search?: string) =>
  (await caller.leads.page({ filters: search === undefined ? {} : { search } })).rows
    .map((row) => row.phoneNumber)
    .sort();

const stageOf = async (caller: Caller, phone: string) =>
  (await caller.leads.page({})).rows.find((row) => row.phoneNumber === phone);

/** One ended call per contact with the given outcome, then the pipeline rules over them. */
async function endCalls(accountId: string, listId: string, outcomes: Record<string, CallOutcome>) {
  const contacts = await ctx.db
    .selectFrom('contacts')
    .select(['id', 'phone_number'])
    .where('list_id', '=', listId)
    .execute();
  const rows = contacts
    .filter((contact) => outcomes[contact.phone_number])
    .map((contact) => ({
      account_id: accountId,
      list_id: listId,
      contact_id: contact.id,
      attempt: 1,
      round_seq: 1,
      provider: 'simulated',
      voice_agent_id: null,
      state: 'ended' as const,
      outcome: outcomes[contact.phone_number]!,
      started_at: new Date(),
      ended_at: new Date(),
    }));
  const calls = await ctx.db.insertInto('calls').values(rows).returning('id').execute();
  await applyLeadRules(
    ctx,
    calls.map((call) => call.id),
  );
}

describe('leads follow what happened', () => {
  it('an invalid number is not a lead, in the list or in the counts', async () => {
    const { caller } = await accountWithFile('invalid');
    expect(await phones(caller)).toEqual(['+12142000001', '+12142000002', '+12142000003']);
    const counts = await caller.leads.stageCounts({});
    expect(counts.find((s) => s.stage === 'New')!.count).toBe(3);
    const searched = await caller.leads.stageCounts({ filters: { search: 'Dee' } });
    expect(searched.find((s) => s.stage === 'New')!.count).toBe(0);
  });

  it('is Contacted only after a conversation: no answer and voicemail only leave it New', async () => {
    const { user, caller, listId } = await accountWithFile('stages');
    await endCalls(user.accountId, listId, {
      '+12142000001': 'Dial No Answer',
      '+12142000002': 'Reached Voicemail',
      '+12142000003': 'Completed',
    });
    expect((await stageOf(caller, '+12142000001'))!.stage).toBe('New');
    expect((await stageOf(caller, '+12142000002'))!.stage).toBe('New');
    expect((await stageOf(caller, '+12142000003'))!.stage).toBe('Contacted');
    const counts = await caller.leads.stageCounts({});
    expect(counts.map((s) => [s.stage, s.count])).toEqual([
      ['New', 2],
      ['Contacted', 1],
      ['Interested', 0],
      ['Appointment', 0],
      ['Won', 0],
      ['Lost', 0],
    ]);
  });

  it('moves a contact to Appointment when an appointment is made for it by hand in the calendar', async () => {
    const { caller } = await accountWithFile('by-hand');
    const other = await accountWithFile('by-hand-other');
    await caller.appointments.create({
      appointment: {
        title: 'Roof inspection',
        clientName: 'Bob Jones-Smith',
        clientPhone: '(214) 200-0002',
        startTime: '2030-01-01T10:00:00Z',
        endTime: '2030-01-01T11:00:00Z',
      },
    });
    expect(await stageOf(caller, '+12142000002')).toMatchObject({
      stage: 'Appointment',
      tags: [AUTO_TAGS.booked],
    });
    expect((await stageOf(caller, '+12142000001'))!.stage).toBe('New');
    // The same number in another account is another account's contact.
    expect((await stageOf(other.caller, '+12142000002'))!.stage).toBe('New');

    // An appointment for a Won contact (matched by its e-mail) leaves it Won.
    await caller.leads.moveStage({
      contactIds: [(await stageOf(caller, '+12142000001'))!.id],
      stage: 'Won',
    });
    await caller.appointments.create({
      appointment: {
        title: 'Second look',
        clientName: 'Ann Smith',
        clientEmail: 'ann@example.com',
        startTime: '2030-01-02T10:00:00Z',
        endTime: '2030-01-02T11:00:00Z',
      },
    });
    expect((await stageOf(caller, '+12142000001'))!.stage).toBe('Won');
  });

  it('search matches any part of the name, the number in any format and the ZIP', async () => {
    const { caller } = await accountWithFile('search');
    expect(await phones(caller, 'smith')).toEqual(['+12142000001', '+12142000002']);
    expect(await phones(caller, 'ann smi')).toEqual(['+12142000001']);
    expect(await phones(caller, 'ee')).toEqual(['+12142000003']);
    expect(await phones(caller, '(214) 200-0002')).toEqual(['+12142000002']);
    expect(await phones(caller, '+1 214.200.0003')).toEqual(['+12142000003']);
    expect(await phones(caller, '2000001')).toEqual(['+12142000001']);
    expect(await phones(caller, '75093')).toEqual(['+12142000001']);
    expect(await phones(caller, '752')).toEqual(['+12142000002']);
    expect(await phones(caller, 'Plano')).toEqual([]);
    expect(await phones(caller, '100%')).toEqual([]);
  });

  it('exports every contact field, custom columns included, formulas escaped', async () => {
    const { cookie } = await accountWithFile('export');
    const res = await fetch(`${url}/api/leads/export.csv?search=smith`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>((await res.text()).trim()).data;
    expect(header!.slice(0, 10)).toEqual([
      'First Name',
      'Last Name',
      'Phone Number',
      'Email',
      'Address',
      'City',
      'State',
      'ZIP',
      'List',
      'Stage',
    ]);
    expect(header!.slice(-3)).toEqual(['Other Contact Fields', 'Gate Code', 'Roof Age']);
    const byPhone = new Map(
      rows.map((row) => [row[2], Object.fromEntries(header!.map((h, i) => [h, row[i]]))]),
    );
    expect(byPhone.get('+12142000001')).toMatchObject({
      'First Name': 'Ann',
      'Last Name': 'Smith',
      Email: 'ann@example.com',
      Address: '12 Main St',
      City: 'Plano',
      State: 'TX',
      ZIP: '75093',
      Stage: 'New',
      'Roof Age': '14',
      'Gate Code': "'=1+2",
      'Other Contact Fields': '',
    });
    expect(byPhone.get('+12142000002')).toMatchObject({
      'Last Name': 'Jones-Smith',
      ZIP: '75201',
      'Roof Age': '',
    });
    expect([...byPhone.keys()].sort()).toEqual(['+12142000001', '+12142000002']);
  });
});
