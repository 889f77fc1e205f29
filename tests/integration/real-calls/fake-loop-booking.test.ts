import { afterAll, describe, expect, it } from 'vitest';
import { AGENT_TEMPLATES } from '../../../shared/agents/agent-templates';
import { startRetellFake } from '../../fakes/retell-fake';
import { contactsOf, importList, runWorkers, waitForState } from '../../helpers/dialer-fixtures';
import { waitFor } from '../../helpers/wait-for';
import { CAL_KEY, calcomWorld, connectedAccount } from '../appointments/calcom-fixtures';
import { CALLER_NUMBER, contactNumber } from './real-call-fixtures';

const RETELL_KEY = 'retell-fake-loop-key';
const retell = await startRetellFake([RETELL_KEY]);
afterAll(() => retell.close());
// The whole loop on one machine: the app, its worker, the Retell fake and the Cal.com fake.
const { ctx, calcom } = await calcomWorld({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: retell.url,
  RETELL_TIMEOUT_MS: '1000',
  RETELL_ANALYSIS_WAIT_MS: '1500',
  DIALER_ROUND_PAUSE_MS: '100',
});
retell.calcomUrl = calcom.url;
await runWorkers(ctx);

/** The phone-only event type of the Cal.com fake (homeowners reached by phone have no e-mail). */
const PHONE_EVENT_TYPE = '102';

describe('the whole flow against the local fakes', () => {
  it('the fake loop books an appointment', async () => {
    const owner = await connectedAccount(ctx, 'loop');
    const { caller, user } = owner;
    await caller.apiKeys.save({ provider: 'retell', key: RETELL_KEY });
    const scheduler = AGENT_TEMPLATES.find((t) => t.draft.functions?.includes('book-calendar'))!;
    const agent = await caller.agents.create({
      agent: { ...scheduler.draft, name: 'Loop Scheduler', calEventTypeId: PHONE_EVENT_TYPE },
    });
    expect(agent.sync).toEqual({ status: 'synced', error: null });
    await ctx.db
      .insertInto('phone_numbers')
      .values({ account_id: user.accountId, phone_number: CALLER_NUMBER, status: 'active' })
      .execute();
    await caller.campaignSettings.saveVoice({
      listId: null,
      voiceAgentId: agent.id,
      callerNumber: CALLER_NUMBER,
    });

    const list = await importList(ctx, user.accountId, 1);
    retell.scenarios.set(contactNumber(1), 'booking');
    await caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 20_000);

    // The agent's booking tool booked the callee on the Cal.com fake ...
    const [booking] = calcom.calendar(CAL_KEY).bookings;
    expect(booking).toMatchObject({ status: 'accepted', eventTypeId: Number(PHONE_EVENT_TYPE) });
    expect(JSON.stringify(booking)).toContain(contactNumber(1));
    // ... and the appointment is in the product's calendar.
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const appointments = await waitFor(
      async () => {
        const found = await caller.appointments.list({ from, to });
        return found.length > 0 ? found : null;
      },
      { what: 'the booked appointment in the calendar' },
    );
    expect(appointments).toHaveLength(1);
    expect(appointments[0]).toMatchObject({
      clientName: 'Name1',
      clientPhone: contactNumber(1),
      startTime: booking!.start,
    });
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact).toMatchObject({ status: 'Completed', attempts: 1 });
  });
});
