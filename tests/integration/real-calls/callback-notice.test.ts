import { describe, expect, it } from 'vitest';
import { readDevMailbox } from '../../../server/mail/dev-mailer';
import type { MailMessage } from '../../../server/mail/mailer';
import { notifyCallback } from '../../../server/modules/campaigns/inbound/callback-notice.job';
import { contactsOf, eventsOf } from '../../helpers/dialer-fixtures';
import { waitFor } from '../../helpers/wait-for';
import { inboundAgent, wireNumber } from './callback-fixtures';
import { CALLER_NUMBER, contactNumber, importList, realModeAccount } from './real-call-fixtures';
import { startRetellWorld } from './retell-world';

const KEY = 'retell-callback-notice-key';
const { fake, ctx, url } = await startRetellWorld(KEY);

const mailsTo = async (email: string) =>
  (await readDevMailbox(ctx.redis, ctx.config.redis.queuePrefix)).filter((m) => m.to === email);

/** Rings the account's number from `from` and waits for the callback's row to end. */
async function callBack(from: string) {
  const ring = await fake.inboundCall(
    { fromNumber: from, toNumber: CALLER_NUMBER },
    'conversation',
  );
  if (!ring.answered) throw new Error(`not answered: ${ring.reason}`);
  return waitFor(
    () =>
      ctx.db
        .selectFrom('calls')
        .selectAll()
        .where('provider_call_id', '=', String(ring.call.call_id))
        .where('state', '=', 'ended')
        .executeTakeFirst(),
    { what: 'the callback row to end' },
  );
}

describe('the callback notice', () => {
  it('tells the owner once, in the app and by e-mail, when a known contact calls back', async () => {
    const a = await realModeAccount(ctx, fake, url, 'notice', KEY);
    wireNumber(fake, url, a.user.accountId);
    const list = await importList(ctx, a.user.accountId, 1);
    await ctx.db
      .updateTable('contact_lists')
      .set({ name: 'Plano hail' })
      .where('id', '=', list.id)
      .execute();
    const [contact] = await contactsOf(ctx, list.id);

    const row = await callBack(contactNumber(1));
    const message = `Name1 (${contactNumber(1)}) from your list "Plano hail" called back. The call is in Call Logs.`;
    const [mail] = await waitFor(
      async () => {
        const mails = await mailsTo(a.user.email);
        return mails.length > 0 ? mails : undefined;
      },
      { what: 'the callback e-mail' },
    );
    expect(mail).toMatchObject({
      subject: `Callback from Name1 (${contactNumber(1)})`,
      text: `${message}\n${ctx.config.http.appUrl}/dashboard/call-logs\n`,
    });
    const notices = (await eventsOf(ctx, a.user.accountId)).filter(
      (e) => e.type === 'callback.received',
    );
    expect(notices).toEqual([
      {
        type: 'callback.received',
        callId: row!.id,
        listId: list.id,
        contactId: String(contact!.id),
        message,
      },
    ]);

    // The job again (a retry, a duplicate): nobody is told twice.
    await notifyCallback(ctx, { callId: row!.id });
    expect(await mailsTo(a.user.email)).toHaveLength(1);
    expect(
      (await eventsOf(ctx, a.user.accountId)).filter((e) => e.type === 'callback.received'),
    ).toHaveLength(1);
  });

  it('tells nobody about a caller who is none of the account’s contacts', async () => {
    const a = await realModeAccount(ctx, fake, url, 'notice-unknown', KEY);
    await inboundAgent(ctx, fake, url, a.user.accountId);
    wireNumber(fake, url, a.user.accountId);
    const row = await callBack('+13125550199');
    expect(row).toMatchObject({ direction: 'inbound', contact_id: null });
    await notifyCallback(ctx, { callId: row!.id });
    expect(await mailsTo(a.user.email)).toEqual([]);
    expect(row!.owner_notified_at).toBeNull();
  });

  it('tells the owner on the retry when the e-mail could not be sent', async () => {
    const a = await realModeAccount(ctx, fake, url, 'notice-retry', KEY);
    const list = await importList(ctx, a.user.accountId, 1);
    const [contact] = await contactsOf(ctx, list.id);
    const call = await ctx.db
      .insertInto('calls')
      .values({
        account_id: a.user.accountId,
        list_id: list.id,
        contact_id: contact!.id,
        attempt: 0,
        round_seq: null,
        provider: 'retell',
        provider_call_id: 'call_notice_retry',
        direction: 'inbound',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent: MailMessage[] = [];
    const failing = { send: async () => Promise.reject(new Error('mail down')) };
    await expect(notifyCallback({ ...ctx, mailer: failing }, { callId: call.id })).rejects.toThrow(
      'mail down',
    );
    const working = { send: async (m: MailMessage) => void sent.push(m) };
    await notifyCallback({ ...ctx, mailer: working }, { callId: call.id });
    await notifyCallback({ ...ctx, mailer: working }, { callId: call.id });
    expect(sent.map((m) => m.to)).toEqual([a.user.email]);
  });
});
