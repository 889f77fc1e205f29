import { describe, expect, it } from 'vitest';
import { syncCalcomBookings } from '../../../server/modules/appointments/calcom-bookings.service';
import { pollCalcom } from '../../../server/modules/appointments/calcom-poll.job';
import { APPOINTMENT_MESSAGES } from '../../../shared/appointments/appointment-schema';
import { importList } from '../../helpers/dialer-fixtures';
import {
  appointmentsOf,
  CAL_KEY,
  calcomWorld,
  connectedAccount,
  daysAhead,
  OTHER_CAL_KEY,
} from './calcom-fixtures';

const { ctx, calcom } = await calcomWorld();

describe('Cal.com sync', () => {
  it('on connect registers a webhook with its own secret at the connection URL and queues a pull', async () => {
    const a = await connectedAccount(ctx, 'hook');
    const hooks = calcom.calendar(CAL_KEY).webhooks;
    const hook = hooks.at(-1)!;
    expect(hook).toMatchObject({
      subscriberUrl: `${ctx.config.calcom.webhookBaseUrl}/${a.connection.id}`,
      triggers: ['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED'],
      active: true,
    });
    expect(hook.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.connection.webhook_id).toBe(hook.id);
    expect(a.connection.webhook_secret_ciphertext).not.toContain(hook.secret);
    const jobs = await ctx.queues.get('system').getJobs(['waiting']);
    expect(jobs.map((j) => [j.name, j.data])).toContainEqual([
      'calcom-sync',
      { accountId: a.user.accountId },
    ]);
    expect(await a.caller.appointments.calcomSync()).toMatchObject({
      mode: 'webhook',
      note: null,
      embedUrl: 'https://cal.com/hook-roofing/embed',
    });

    // Reconnecting replaces the webhook (and its secret) instead of adding a second one.
    await a.caller.calcom.connect({ apiKey: CAL_KEY, username: 'hook-roofing' });
    expect(hooks.filter((h) => h.subscriberUrl === hook.subscriberUrl)).toHaveLength(1);
    expect(hooks.at(-1)!.secret).not.toBe(hook.secret);
  });

  it('pulls bookings from Cal.com v2 with the pinned version, as confirmed appointments', async () => {
    const a = await connectedAccount(ctx, 'pull', OTHER_CAL_KEY);
    const cal = calcom.calendar(OTHER_CAL_KEY);
    const booked = cal.book({
      start: daysAhead(3),
      attendee: { name: 'Pat Lee', email: 'pat@example.test', phoneNumber: '+12145550123' },
    });
    await cal.settled();
    await ctx.db.deleteFrom('appointments').where('account_id', '=', a.user.accountId).execute();

    expect(await syncCalcomBookings(ctx, a.user.accountId)).toBe(1);
    const request = calcom.requests.filter((r) => r.path === '/v2/bookings').at(-1);
    expect(request).toMatchObject({
      version: '2024-08-13',
      authorization: `Bearer ${OTHER_CAL_KEY}`,
    });
    const [row] = await appointmentsOf(ctx, a.user.accountId);
    expect(row).toMatchObject({
      source: 'calcom',
      calcom_uid: booked.uid,
      status: 'confirmed',
      client_name: 'Pat Lee',
      client_email: 'pat@example.test',
    });
    expect(new Date(row!.start_time).toISOString()).toBe(booked.start);

    // Idempotent: the same bookings again change nothing.
    expect(await syncCalcomBookings(ctx, a.user.accountId)).toBe(0);
    expect(await appointmentsOf(ctx, a.user.accountId)).toHaveLength(1);
    const status = await a.caller.appointments.calcomSync();
    expect(status?.lastSyncedAt).not.toBeNull();
  });

  it('polls every connected account through one sync job each', async () => {
    await connectedAccount(ctx, 'poll-a');
    await ctx.queues.get('system').obliterate({ force: true });
    await pollCalcom(ctx);
    const jobs = await ctx.queues.get('system').getJobs(['waiting']);
    const accounts = await ctx.db.selectFrom('calcom_connections').select('account_id').execute();
    expect(
      jobs
        .filter((j) => j.name === 'calcom-sync')
        .map((j) => j.data.accountId)
        .sort(),
    ).toEqual(accounts.map((r) => r.account_id).sort());
  });

  it('links a booking to the contact with its number and the contact call', async () => {
    const a = await connectedAccount(ctx, 'match', OTHER_CAL_KEY);
    const list = await importList(ctx, a.user.accountId, 2);
    const contact = await ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('list_id', '=', list.id)
      .where('phone_number', '=', '+12142000002')
      .executeTakeFirstOrThrow();
    const call = await ctx.db
      .insertInto('calls')
      .values({
        account_id: a.user.accountId,
        list_id: list.id,
        contact_id: contact.id,
        attempt: 1,
        provider: 'simulated',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cal = calcom.calendar(OTHER_CAL_KEY);
    const booked = cal.book({
      start: daysAhead(5),
      attendee: { name: 'Name2', email: 'n2@example.test', phoneNumber: '+1 214 200 0002' },
    });
    await cal.settled();
    await syncCalcomBookings(ctx, a.user.accountId);
    const row = (await appointmentsOf(ctx, a.user.accountId)).find(
      (r) => r.calcom_uid === booked.uid,
    );
    expect(row).toMatchObject({
      contact_id: contact.id,
      call_id: call.id,
      client_phone: '+12142000002',
    });
  });

  it('says polling only when APP_URL is not publicly reachable', async () => {
    const local = await calcomWorld({ CALCOM_WEBHOOKS: 'auto' });
    const a = await connectedAccount(local.ctx, 'local');
    expect(local.calcom.calendar(CAL_KEY).webhooks).toEqual([]);
    expect(a.connection.webhook_id).toBeNull();
    const status = await a.caller.appointments.calcomSync();
    expect(status).toMatchObject({ mode: 'polling', note: APPOINTMENT_MESSAGES.pollingOnly(5) });
  });

  it('falls back to polling and says why when Cal.com refuses the webhook', async () => {
    const refusing = await calcomWorld();
    refusing.calcom.refuseWebhooks = 403;
    const a = await connectedAccount(refusing.ctx, 'refused');
    expect(a.connection.webhook_id).toBeNull();
    const status = await a.caller.appointments.calcomSync();
    expect(status?.mode).toBe('polling');
    expect(status?.note).toBe(
      APPOINTMENT_MESSAGES.webhookFailed(
        'Cal.com did not accept this API key. Check it in Cal.com under Settings → Developer → API keys.',
        5,
      ),
    );
  });
});
