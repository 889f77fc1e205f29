import { describe, expect, it } from 'vitest';
import { campaignPort } from '../../../server/modules/campaigns/rounds/campaign-port';
import {
  DEFAULT_VOICEMAIL_MESSAGE,
  withOptOutNumber,
} from '../../../shared/agents/voicemail-message';
import { DISCLOSURE_MESSAGES } from '../../../shared/dialer/disclosure-inputs';
import { contactsOf } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { CALLER_NUMBER, contactNumber, importList, realModeAccount } from './real-call-fixtures';
import { dialEveryoneOnce, startRetellWorld } from './retell-world';

const KEY = 'retell-voicemail-key';
const { fake, ctx, url } = await startRetellWorld(KEY);

const DAY_MS = 86_400_000;

/** The agent leaves a message on voicemail, at most once per contact every `days` days. */
async function leaveMessages(agentId: string, action: 'message' | 'hangup' = 'message', days = 3) {
  const callSettings = {
    voicemailDetection: true,
    voicemailAction: action,
    voicemailMessage: DEFAULT_VOICEMAIL_MESSAGE,
    voicemailMessageDays: days,
  };
  const row = await ctx.db
    .selectFrom('voice_agents')
    .select('configuration_json')
    .where('id', '=', agentId)
    .executeTakeFirstOrThrow();
  // The rest of the agent (its disclosing opening) stays as it was.
  const configuration = row.configuration_json as Record<string, unknown>;
  await ctx.db
    .updateTable('voice_agents')
    .set({ configuration_json: JSON.stringify({ ...configuration, callSettings }) })
    .where('id', '=', agentId)
    .execute();
}

/** The voicemail option each create-phone-call to `number` carried, oldest first. */
function optionsSentTo(number: string) {
  return fake.requests
    .filter((r) => r.path === '/v2/create-phone-call' && r.body?.to_number === number)
    .map((r) => r.body?.agent_override ?? null);
}

/** The account's toll-free number, answered by its agent with the opt-out function. */
const TOLL_FREE = '+18005550123';

/** Sets the account's toll-free opt-out number (one of its active numbers) in Caller identity. */
async function tollFreeOptOut(a: Awaited<ReturnType<typeof realModeAccount>>, label: string) {
  await ctx.db
    .insertInto('phone_numbers')
    .values({ account_id: a.user.accountId, phone_number: TOLL_FREE, status: 'active' })
    .execute();
  await a.caller.disclosure.save({
    businessName: `${label} Roofing`,
    callbackNumber: '',
    optOutNumber: TOLL_FREE,
  });
}

const message = (name: string, company: string) =>
  `Hi ${name}, this is an automated message from ${company} about a free roof inspection after the recent storms. Please call us back at ${CALLER_NUMBER}. If you'd rather not get these calls, call ${TOLL_FREE} toll-free and say so, and we will not call again.`;

describe('the voicemail message', () => {
  it('is sent as the call’s voicemail_option override, filled in, and remembered when left', async () => {
    const a = await realModeAccount(ctx, fake, url, 'vm-left', KEY);
    await tollFreeOptOut(a, 'vm-left');
    await leaveMessages(a.agentId);
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'voicemail');
    await dialEveryoneOnce(ctx, a.caller, list.id);

    const [override] = optionsSentTo(contactNumber(1));
    expect(override).toEqual({
      agent: {
        voicemail_option: {
          action: { type: 'static_text', text: message('Name1', 'vm-left Roofing') },
        },
      },
    });
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact).toMatchObject({ status: 'Reached Voicemail', attempts: 1 });
    expect(contact!.voicemail_left_at).not.toBeNull();
    const call = await ctx.db
      .selectFrom('calls')
      .select(['voicemail_message', 'transcript', 'provider_call_id'])
      .where('contact_id', '=', contact!.id)
      .executeTakeFirstOrThrow();
    expect(call.voicemail_message).toBe(true);
    expect(call.transcript).toBe(`Agent: ${message('Name1', 'vm-left Roofing')}`);
    expect(fake.voicemailOptionOf(call.provider_call_id!)).toEqual(
      (override as { agent: { voicemail_option: unknown } }).agent.voicemail_option,
    );
  });

  it('is left at most once per number in N days: later voicemails hang up until the days pass', async () => {
    const a = await realModeAccount(ctx, fake, url, 'vm-window', KEY);
    await tollFreeOptOut(a, 'vm-window');
    await leaveMessages(a.agentId, 'message', 3);
    fake.scenarios.set(contactNumber(1), 'voicemail');
    const first = await importList(ctx, a.user.accountId, 1);
    await dialEveryoneOnce(ctx, a.caller, first.id);
    const [left] = await contactsOf(ctx, first.id);
    const leftAt = left!.voicemail_left_at!;

    // The same number on another list, two days later: hang up, the first message still counts.
    await ctx.db
      .updateTable('contacts')
      .set({ voicemail_left_at: new Date(Date.now() - 2 * DAY_MS) })
      .where('id', '=', left!.id)
      .execute();
    const second = await importList(ctx, a.user.accountId, 1);
    await dialEveryoneOnce(ctx, a.caller, second.id);
    const [hungUp] = await contactsOf(ctx, second.id);
    expect(hungUp).toMatchObject({ status: 'Reached Voicemail', attempts: 1 });
    expect(hungUp!.voicemail_left_at).toBeNull();

    // Three days after the message: a message again.
    await ctx.db
      .updateTable('contacts')
      .set({ voicemail_left_at: new Date(Date.now() - 3 * DAY_MS - 60_000) })
      .where('id', '=', left!.id)
      .execute();
    const third = await importList(ctx, a.user.accountId, 1);
    await dialEveryoneOnce(ctx, a.caller, third.id);
    const [again] = await contactsOf(ctx, third.id);
    expect(again!.voicemail_left_at).not.toBeNull();
    expect(again!.voicemail_left_at!.getTime()).toBeGreaterThan(leftAt.getTime());

    const actions = optionsSentTo(contactNumber(1))
      .slice(-3)
      .map((o) => (o as { agent: { voicemail_option: { action: { type: string } } } }).agent);
    expect(actions.map((agent) => agent.voicemail_option.action.type)).toEqual([
      'static_text',
      'hangup',
      'static_text',
    ]);
  });

  it('an agent set to hang up sends no override (its own voicemail_option hangs up)', async () => {
    const a = await realModeAccount(ctx, fake, url, 'vm-hangup', KEY);
    await leaveMessages(a.agentId, 'hangup');
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'voicemail');
    const before = optionsSentTo(contactNumber(1)).length;
    await dialEveryoneOnce(ctx, a.caller, list.id);
    expect(optionsSentTo(contactNumber(1)).slice(before)).toEqual([null]);
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact!.voicemail_left_at).toBeNull();
  });

  it('is off for real calls without a toll-free opt-out number: the voicemail hangs up', async () => {
    const a = await realModeAccount(ctx, fake, url, 'vm-no-toll-free', KEY);
    await leaveMessages(a.agentId);
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'voicemail');
    const before = optionsSentTo(contactNumber(1)).length;
    await dialEveryoneOnce(ctx, a.caller, list.id);
    expect(optionsSentTo(contactNumber(1)).slice(before)).toEqual([
      { agent: { voicemail_option: { action: { type: 'hangup' } } } },
    ]);
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact!.voicemail_left_at).toBeNull();
  });

  it('takes as opt-out number only a toll-free number that is one of the account’s active numbers', async () => {
    const a = await realModeAccount(ctx, fake, url, 'vm-identity', KEY);
    const save = (optOutNumber: string) =>
      rejection(a.caller.disclosure.save({ businessName: 'B', callbackNumber: '', optOutNumber }));
    expect((await save(CALLER_NUMBER)).message).toBe(DISCLOSURE_MESSAGES.optOutNotTollFree);
    expect((await save(TOLL_FREE)).message).toBe(DISCLOSURE_MESSAGES.optOutNotOurs);
    await tollFreeOptOut(a, 'vm-identity');
    expect((await a.caller.disclosure.get()).optOutNumber).toBe(TOLL_FREE);
  });

  it('is never left for a contact the consent rule does not allow', async () => {
    const a = await realModeAccount(ctx, fake, url, 'vm-consent', KEY);
    await tollFreeOptOut(a, 'vm-consent');
    await leaveMessages(a.agentId);
    const list = await importList(ctx, a.user.accountId, 2);
    const [withConsent, revoked] = await contactsOf(ctx, list.id);
    // Consent withdrawn after the contact was claimed: the call goes out, but leaves no message.
    await ctx.db
      .updateTable('consent_records')
      .set({ consented: false })
      .where('account_id', '=', a.user.accountId)
      .where('phone_number', '=', revoked!.phone_number)
      .execute();
    const calls = await ctx.db
      .insertInto('calls')
      .values(
        [withConsent!, revoked!].map((contact) => ({
          account_id: a.user.accountId,
          list_id: list.id,
          contact_id: contact.id,
          attempt: 1,
          round_seq: null,
          provider: 'retell',
        })),
      )
      .returning(['id', 'contact_id'])
      .execute();
    const port = campaignPort(ctx);
    const choiceOf = (contactId: number) =>
      port.voicemailOf(calls.find((c) => c.contact_id === contactId)!.id);
    expect(await choiceOf(withConsent!.id)).toEqual({
      kind: 'message',
      message: withOptOutNumber(DEFAULT_VOICEMAIL_MESSAGE, TOLL_FREE),
    });
    expect(await choiceOf(revoked!.id)).toEqual({ kind: 'hangup' });
    const stamped = await ctx.db
      .selectFrom('calls')
      .select(['contact_id', 'voicemail_message'])
      .where('list_id', '=', list.id)
      .orderBy('contact_id')
      .execute();
    expect(stamped.map((c) => c.voicemail_message)).toEqual([true, false]);
  });
});
