import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventsOf } from '../../helpers/dialer-fixtures';
import {
  appointmentsOf,
  CAL_KEY,
  calcomWorld,
  connectedAccount,
  daysAhead,
  OTHER_CAL_KEY,
} from './calcom-fixtures';

const { ctx, calcom, url } = await calcomWorld();
const a = await connectedAccount(ctx, 'hooks');
const cal = calcom.calendar(CAL_KEY);
const secret = cal.webhooks.at(-1)!.secret!;
const hookUrl = `${url}/api/webhooks/calcom/${a.connection.id}`;

function createdBody(uid: string, start = daysAhead(2)) {
  return JSON.stringify({
    triggerEvent: 'BOOKING_CREATED',
    createdAt: new Date().toISOString(),
    payload: {
      uid,
      bookingId: 77,
      title: 'Roof Inspection between hooks and Sam Hill',
      startTime: start,
      endTime: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
      status: 'ACCEPTED',
      attendees: [{ name: 'Sam Hill', email: 'sam@example.test', timeZone: 'America/Chicago' }],
      location: '44 Oak Ave',
    },
  });
}

const sign = (body: string, key = secret) => createHmac('sha256', key).update(body).digest('hex');

async function post(target: string, body: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['x-cal-signature-256'] = signature;
  return (await fetch(target, { method: 'POST', headers, body })).status;
}

describe('POST /api/webhooks/calcom/:connectionId', () => {
  it('refuses every delivery to a connection that has no webhook secret, signed or not', async () => {
    const keyless = await connectedAccount(ctx, 'nosecret', OTHER_CAL_KEY);
    await ctx.db
      .updateTable('calcom_connections')
      .set({ webhook_secret_key_id: null, webhook_secret_ciphertext: null })
      .where('id', '=', keyless.connection.id)
      .execute();
    const target = `${url}/api/webhooks/calcom/${keyless.connection.id}`;
    const uid = `uid-no-secret-${randomUUID()}`;
    const body = createdBody(uid);
    const statuses = [
      await post(target, body),
      await post(target, body, 'no-secret-provided'),
      await post(target, body, sign(body, '')),
      await post(target, body, sign(body)),
    ];
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect(await appointmentsOf(ctx, keyless.user.accountId)).toHaveLength(0);
  });

  it('refuses missing, unsigned, wrong and tampered signatures and stores nothing', async () => {
    const uid = `uid-refused-${randomUUID()}`;
    const body = createdBody(uid);
    const statuses = [
      await post(hookUrl, body),
      await post(hookUrl, body, 'no-secret-provided'),
      await post(hookUrl, body, sign(body, 'someone-elses-secret')),
      await post(hookUrl, body.replace('Sam Hill', 'Eve Hill'), sign(body)),
      await post(hookUrl, body, `sha256=${sign(body)}`),
    ];
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const rows = await appointmentsOf(ctx, a.user.accountId);
    expect(rows.filter((r) => r.calcom_uid === uid)).toEqual([]);
  });

  it('answers 404 for an unknown connection id, even with a valid signature', async () => {
    const body = createdBody('uid-unknown');
    expect(await post(`${url}/api/webhooks/calcom/${randomUUID()}`, body, sign(body))).toBe(404);
    expect(await post(`${url}/api/webhooks/calcom/not-a-uuid`, body, sign(body))).toBe(404);
  });

  it("does not accept a delivery signed with another connection's secret", async () => {
    const b = await connectedAccount(ctx, 'hooks-b', OTHER_CAL_KEY);
    const bSecret = calcom.calendar(OTHER_CAL_KEY).webhooks.at(-1)!.secret!;
    const body = createdBody('uid-cross');
    expect(await post(hookUrl, body, sign(body, bSecret))).toBe(401);
    expect(await appointmentsOf(ctx, b.user.accountId)).toEqual([]);
  });

  it('stores a signed booking once however often it is delivered, as confirmed', async () => {
    const uid = `uid-${randomUUID()}`;
    const body = createdBody(uid);
    expect(await post(hookUrl, body, sign(body))).toBe(204);
    expect(await post(hookUrl, body, sign(body))).toBe(204);
    const rows = (await appointmentsOf(ctx, a.user.accountId)).filter((r) => r.calcom_uid === uid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'confirmed',
      client_name: 'Sam Hill',
      client_email: 'sam@example.test',
      location: '44 Oak Ave',
    });
    const events = await eventsOf(ctx, a.user.accountId);
    expect(events.filter((e) => e.type === 'appointments.changed').length).toBeGreaterThan(0);
  });

  it('answers 400 to a signed but malformed booking and 204 to a trigger it does not handle', async () => {
    const broken = JSON.stringify({ triggerEvent: 'BOOKING_CREATED', payload: { uid: 'x' } });
    expect(await post(hookUrl, broken, sign(broken))).toBe(400);
    const notJson = '{"triggerEvent":';
    expect(await post(hookUrl, notJson, sign(notJson))).toBe(400);
    const ping = JSON.stringify({ triggerEvent: 'MEETING_ENDED', payload: {} });
    expect(await post(hookUrl, ping, sign(ping))).toBe(204);
  });

  it('applies bookings made, rescheduled and cancelled in Cal.com: a reschedule moves, a cancel marks', async () => {
    const booked = cal.book({
      start: daysAhead(4),
      attendee: { name: 'Robin Park', email: 'robin@example.test' },
    });
    await cal.settled();
    const stored = () =>
      appointmentsOf(ctx, a.user.accountId).then((rows) =>
        rows.filter((r) => r.client_name === 'Robin Park'),
      );
    const [first] = await stored();
    expect(first).toMatchObject({ calcom_uid: booked.uid, status: 'confirmed' });

    const moved = cal.reschedule(booked.uid, daysAhead(6))!;
    await cal.settled();
    const afterMove = await stored();
    expect(afterMove).toHaveLength(1);
    expect(afterMove[0]).toMatchObject({
      id: first!.id,
      calcom_uid: moved.uid,
      status: 'confirmed',
    });
    expect(new Date(afterMove[0]!.start_time).toISOString()).toBe(moved.start);

    cal.cancel(moved.uid);
    await cal.settled();
    const afterCancel = await stored();
    expect(afterCancel.map((r) => [r.id, r.status])).toEqual([[first!.id, 'cancelled']]);
    expect(cal.deliveries.filter((d) => d.url === hookUrl).map((d) => d.status)).toEqual(
      expect.arrayContaining([204]),
    );

    // A late, repeated 'created' does not bring a cancelled booking back.
    const late = createdBody(moved.uid, moved.start);
    expect(await post(hookUrl, late, sign(late))).toBe(204);
    const again = (await appointmentsOf(ctx, a.user.accountId)).filter((r) => r.id === first!.id);
    expect(again.map((r) => r.status)).toEqual(['cancelled']);
  });

  it('cancelling a synced booking in the app cancels it on Cal.com', async () => {
    const booked = cal.book({
      start: daysAhead(8),
      attendee: { name: 'Jo Quinn', email: 'jo@example.test' },
    });
    await cal.settled();
    const row = (await appointmentsOf(ctx, a.user.accountId)).find(
      (r) => r.calcom_uid === booked.uid,
    )!;
    const cancelled = await a.caller.appointments.cancel({ id: row.id });
    expect(cancelled.status).toBe('cancelled');
    expect(cal.find(booked.uid)?.status).toBe('cancelled');
    const cancelCall = calcom.requests.find((r) => r.path === `/v2/bookings/${booked.uid}/cancel`);
    expect(cancelCall?.version).toBe('2024-08-13');
    await cal.settled();
  });
});
