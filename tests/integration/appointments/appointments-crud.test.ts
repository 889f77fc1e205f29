import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DomainError } from '../../../server/errors';
import { APPOINTMENT_MESSAGES } from '../../../shared/appointments/appointment-schema';
import { eventsOf, importList, signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

const form = (overrides: Record<string, string> = {}) => ({
  title: 'Roof inspection',
  clientName: 'Dana Miller',
  clientPhone: '(214) 200-0002',
  clientEmail: 'dana@example.test',
  startTime: '2030-03-14T15:00:00.000Z',
  endTime: '2030-03-14T16:00:00.000Z',
  location: '12 Elm St, Dallas',
  description: 'Hail damage on the north side',
  ...overrides,
});

/** The messages a failed call gave for one field (a zod issue, or a service's field error). */
function messagesFor(cause: unknown, field: string): string[] {
  if (cause instanceof z.ZodError) {
    return cause.issues.filter((i) => i.path.includes(field)).map((i) => i.message);
  }
  return (cause as DomainError).fieldErrors?.[field] ?? [];
}

const march2030 = { from: '2030-03-01T00:00:00.000Z', to: '2030-04-01T00:00:00.000Z' };

describe('appointments', () => {
  it('creates, edits and cancels an appointment, stored for the account, not on Cal.com', async () => {
    const a = await signedInUser(ctx, 'appt');
    const created = await a.caller.appointments.create({ appointment: form() });
    expect(created).toMatchObject({
      title: 'Roof inspection',
      clientName: 'Dana Miller',
      clientPhone: '+12142000002',
      clientEmail: 'dana@example.test',
      startTime: '2030-03-14T15:00:00.000Z',
      endTime: '2030-03-14T16:00:00.000Z',
      location: '12 Elm St, Dallas',
      status: 'confirmed',
      source: 'app',
    });
    expect(await a.caller.appointments.list(march2030)).toEqual([created]);

    const edited = await a.caller.appointments.update({
      id: created.id,
      appointment: form({
        title: 'Roof and gutter inspection',
        startTime: '2030-03-15T14:00:00.000Z',
        endTime: '2030-03-15T15:30:00.000Z',
        location: '',
      }),
    });
    expect(edited).toMatchObject({
      id: created.id,
      title: 'Roof and gutter inspection',
      startTime: '2030-03-15T14:00:00.000Z',
      location: null,
    });

    const cancelled = await a.caller.appointments.cancel({ id: created.id });
    expect(cancelled.status).toBe('cancelled');
    expect((await a.caller.appointments.list(march2030)).map((x) => x.status)).toEqual([
      'cancelled',
    ]);
    const changes = (await eventsOf(ctx, a.user.accountId)).filter(
      (e) => e.type === 'appointments.changed',
    );
    expect(changes).toHaveLength(3);
  });

  it('lists only the asked range, in start order', async () => {
    const a = await signedInUser(ctx, 'range');
    await a.caller.appointments.create({
      appointment: form({ startTime: '2030-03-20T15:00:00Z', endTime: '2030-03-20T16:00:00Z' }),
    });
    await a.caller.appointments.create({
      appointment: form({ startTime: '2030-03-02T15:00:00Z', endTime: '2030-03-02T16:00:00Z' }),
    });
    await a.caller.appointments.create({
      appointment: form({ startTime: '2030-04-02T15:00:00Z', endTime: '2030-04-02T16:00:00Z' }),
    });
    const listed = await a.caller.appointments.list(march2030);
    expect(listed.map((x) => x.startTime)).toEqual([
      '2030-03-02T15:00:00.000Z',
      '2030-03-20T15:00:00.000Z',
    ]);
  });

  it("refuses a bad form with the field's message", async () => {
    const a = await signedInUser(ctx, 'bad');
    const cases: [Record<string, string>, string, string][] = [
      [{ title: ' ' }, 'title', APPOINTMENT_MESSAGES.missingTitle],
      [{ clientName: '' }, 'clientName', APPOINTMENT_MESSAGES.missingClient],
      [{ clientEmail: 'not-mail' }, 'clientEmail', APPOINTMENT_MESSAGES.badEmail],
      [{ endTime: '2030-03-14T14:00:00.000Z' }, 'endTime', APPOINTMENT_MESSAGES.endBeforeStart],
      [{ startTime: 'tomorrow' }, 'startTime', APPOINTMENT_MESSAGES.badTime],
      [{ clientPhone: '555-0100' }, 'clientPhone', APPOINTMENT_MESSAGES.badPhone],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await rejection(a.caller.appointments.create({ appointment: form(overrides) }));
      expect(error.code, field).toBe('BAD_REQUEST');
      expect(messagesFor(error.cause, field), field).toContain(message);
    }
    expect(await a.caller.appointments.list(march2030)).toEqual([]);
  });

  it("links the appointment to the contact with the client's number and that contact's last call", async () => {
    const a = await signedInUser(ctx, 'link');
    const list = await importList(ctx, a.user.accountId, 3);
    const contact = await ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('list_id', '=', list.id)
      .where('phone_number', '=', '+12142000003')
      .executeTakeFirstOrThrow();
    const calls = await ctx.db
      .insertInto('calls')
      .values(
        [1, 2].map((attempt) => ({
          account_id: a.user.accountId,
          list_id: list.id,
          contact_id: contact.id,
          attempt,
          provider: 'simulated',
          started_at: new Date(Date.UTC(2030, 0, attempt)),
        })),
      )
      .returning('id')
      .execute();
    const made = await a.caller.appointments.create({
      appointment: form({ clientPhone: '214-200-0003', clientEmail: '' }),
    });
    expect(made.contactId).toBe(String(contact.id));
    expect(made.callId).toBe(calls[1]!.id);
  });

  it("keeps accounts apart: B neither sees, edits nor cancels A's appointment", async () => {
    const a = await signedInUser(ctx, 'iso-a');
    const b = await signedInUser(ctx, 'iso-b');
    const mine = await a.caller.appointments.create({ appointment: form() });
    expect(await b.caller.appointments.list(march2030)).toEqual([]);
    const edit = await rejection(
      b.caller.appointments.update({ id: mine.id, appointment: form({ title: 'Taken' }) }),
    );
    expect(edit.message).toBe(APPOINTMENT_MESSAGES.notFound);
    const cancel = await rejection(b.caller.appointments.cancel({ id: mine.id }));
    expect(cancel.code).toBe('NOT_FOUND');
    expect(await a.caller.appointments.list(march2030)).toEqual([mine]);
  });
});
